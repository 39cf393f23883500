/** Shown when no backend could be created (bad configuration, server unreachable at start). */
export function StartupFailure({ error }: { error: unknown }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32, maxWidth: 640 }}>
      <h1 style={{ fontSize: 24 }}>The app could not start</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Refresh page
      </button>
    </main>
  );
}
