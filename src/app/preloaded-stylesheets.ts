/**
 * The build preloads the app's stylesheet instead of linking it (scripts/build/first-paint.ts), so
 * the start-up screen paints without waiting for it. This applies it, from the preload, and
 * resolves once it is in force, so React's first render is styled; a stylesheet that fails to
 * load is passed over (antd then writes its styles itself). `npm run dev` has none.
 */
export function applyPreloadedStylesheets(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          // The same request as the preload's, so the browser takes the preloaded response.
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.addEventListener('load', () => resolve());
          sheet.addEventListener('error', () => resolve());
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
