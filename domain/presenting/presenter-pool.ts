/**
 * Who presents a stream (spec 001 sections 3 and 4.5): the pool of connected presenters
 * (`presenterPool`, {id, name} each) and the one in control (`presenterControl`, their id, or
 * null when nobody has it). A presenter's id is their link's id. One link may be open on several
 * pages (the presenter view and the tool, two tabs): `presenterSeat` names the page of the link
 * that took control (issue 29, `seat` here: its public id; the server keeps the hash of the
 * page's secret beside it). The server writes all three, in the stream's transaction.
 */
export type PoolMember = { id: string; name: string };
export type Presenting = { pool: PoolMember[]; control: string | null; seat: string | null };

/** What a stream holds when no presenter has control: the operators drive the slides. */
export const NO_PRESENTER_CONTROL = { presenterControl: null, presenterSeat: null } as const;

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? (v as Record<string, unknown>) : null);

export function readPresenting(stream: Record<string, unknown> | null | undefined): Presenting {
  const pool = Array.isArray(stream?.presenterPool)
    ? stream.presenterPool.flatMap((v) => {
        const m = record(v);
        return m && typeof m.id === 'string' && m.id !== '' ? [{ id: m.id, name: typeof m.name === 'string' ? m.name : '' }] : [];
      })
    : [];
  const held = stream?.presenterControl;
  // The spec's "unnamed" (and anything that is not an id) is nobody.
  const control = typeof held === 'string' && held !== '' && held !== 'unnamed' ? held : null;
  const seat = record(stream?.presenterSeat)?.id;
  return { pool, control, seat: control !== null && typeof seat === 'string' && seat !== '' ? seat : null };
}

/** The pool with this member in it once, under this name. */
export function withMember(pool: readonly PoolMember[], member: PoolMember): PoolMember[] {
  return [...pool.filter((m) => m.id !== member.id), member];
}

export const withoutMember = (pool: readonly PoolMember[], id: string): PoolMember[] => pool.filter((m) => m.id !== id);

/** Presenter tool options (spec 001 section 2.6): the include parameter, base64 of a comma-separated list. */
export const INCLUDE_OPTIONS = ['control', 'notes', 'chat'] as const;
export type IncludeOption = (typeof INCLUDE_OPTIONS)[number];
export type Include = Record<IncludeOption, boolean>;

export function encodeInclude(include: Include): string {
  return btoa(INCLUDE_OPTIONS.filter((o) => include[o]).join(','));
}

/** A missing or unreadable parameter includes nothing. */
export function decodeInclude(param: string | null): Include {
  const words = readWords(param);
  return { control: words.includes('control'), notes: words.includes('notes'), chat: words.includes('chat') };
}

function readWords(param: string | null): string[] {
  try {
    return param ? atob(param).split(',').map((w) => w.trim()) : [];
  } catch {
    return [];
  }
}

/** Spec 001 section 4.5: the countdown as hh:mm:ss, without the hours when they are zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Spec 001 section 9: minutes x 60 x 1000 ms. */
export const presentingMs = (minutes: number): number => minutes * 60 * 1000;
