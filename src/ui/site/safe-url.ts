/** An address the site may load or link to: http(s), or one of the site's own ('/...'); anything else is dropped. */
export function safeUrl(value: string | undefined): string {
  if (!value) return '';
  if (/^\/(?!\/)/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}
