/**
 * The app path a verification link returns to. It comes from the browser and travels in a link
 * anyone can edit, so it is checked where it is accepted and again where it is followed: only a
 * path on this site, never an address a browser would read as another host (`//host`, `/\host`).
 */
export const CONTINUE_PATH_MAX = 500;

const VERIFIED_LANDING = '/?verified=1';

// Control characters (including tab and newline) are dropped by URL parsers, which could turn
// '/\t/evil.com' into '//evil.com'.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function isSafeContinuePath(path: string): boolean {
  return (
    path.length <= CONTINUE_PATH_MAX &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !CONTROL_CHARACTER.test(path)
  );
}

/** Where a followed verification link lands: the continue path marked verified, or '/'. */
export function verifiedLanding(continuePath: string | null): string {
  if (continuePath === null || !isSafeContinuePath(continuePath)) return VERIFIED_LANDING;
  const [beforeHash, hash = ''] = splitHash(percentEncodeUnprintable(continuePath));
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}verified=1${hash}`;
}

/** A Location header holds printable ASCII only; browsers already send paths encoded like this. */
function percentEncodeUnprintable(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (c) => [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
}

function splitHash(path: string): [string, string?] {
  const at = path.indexOf('#');
  return at === -1 ? [path] : [path.slice(0, at), path.slice(at)];
}
