/**
 * Text the server takes must be storable as it was sent: no NUL character (PostgreSQL refuses
 * it in text, and it truncates strings in C code downstream) and no lone surrogate (not Unicode:
 * it would be stored changed). The embedded server checks every string and field name of every
 * JSON request (WebSocket frames and HTTP bodies) and answers a clear invalid-argument.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Both can only reach JSON as escapes (`\u0000`, `\ud800`), so most requests are passed over at once. */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

export const textMessages = {
  nul: 'Text must not contain the NUL character (U+0000)',
  loneSurrogate: 'Text must be valid Unicode: it holds a lone surrogate (half of a UTF-16 pair)',
} as const;

function problemIn(text: string): string | null {
  if (text.includes('\u0000')) return textMessages.nul;
  return LONE_SURROGATE.test(text) ? textMessages.loneSurrogate : null;
}

/**
 * The first problem in a parsed JSON value's strings and keys, with where it is (`ops.0.data.title`),
 * or null. `json` is the text it was parsed from: without a suspect escape there is nothing to find.
 * Iterative, so a deeply nested value cannot exhaust the stack.
 */
export function jsonTextProblem(json: string, value: unknown): string | null {
  if (!SUSPECT_ESCAPE.test(json)) return null;
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, at] = next;
    const where = (key: string) => (at ? `${at}.${key}` : key);
    if (typeof node === 'string') {
      const problem = problemIn(node);
      if (problem) return `${problem}, in ${at || 'the request'}.`;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const problem = problemIn(key);
        if (problem) return `${problem}, in a field name of ${at || 'the request'}.`;
        pending.push([child, where(key)]);
      }
    }
  }
  return null;
}
