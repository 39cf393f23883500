/**
 * Cross-site request checks for state-changing requests: a browser names the page's site in the
 * Origin header, and only this server's own pages may change anything.
 */
import { isIP } from 'node:net';

/**
 * Whether `origin` is this server: its PUBLIC_URL, or the address the request was sent to when
 * that is an IP address or localhost. A host name is trusted only through PUBLIC_URL, since
 * another site can point a name of its own at this machine (DNS rebinding).
 */
export function isOwnOrigin(origin: string, publicUrl: string, host: string | undefined): boolean {
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  const literal = hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
  return literal && (origin === `http://${host}` || origin === `https://${host}`);
}
