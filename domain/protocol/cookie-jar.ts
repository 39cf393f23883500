/**
 * The client side of the session cookie for Node callers (the local provider's Node transport and
 * the server's test sessions), which have no browser cookie store.
 */
/** One origin's cookies: enough for the session cookie (name=value, Max-Age / Expires removal). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookieHeaders: string[]): void {
    for (const line of setCookieHeaders) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attrs.some((a) => isExpiry(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

function isExpiry(attr: string): boolean {
  const [k, v = ''] = attr.split('=');
  const key = k.trim().toLowerCase();
  if (key === 'max-age') return Number(v) <= 0;
  if (key === 'expires') return Date.parse(v) <= Date.now();
  return false;
}
