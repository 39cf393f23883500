/**
 * CSS split into tokens as a browser does (CSS Syntax Level 3, section 4), each with its value
 * decoded and the source text it came from. postcss finds the rules, at-rules and declarations but
 * leaves selectors and values as written: a sanitiser that looked at that text would read
 * `u\72l(` or `[v\61lue]` differently from the browser. Judged token by token, they are `url(` and
 * `[value]`.
 */
export type CssToken =
  | { type: 'ident' | 'function' | 'at-keyword' | 'hash' | 'string' | 'url' | 'number'; value: string; raw: string }
  | { type: 'bad-url' | 'bad-string' | 'whitespace'; value: string; raw: string }
  | { type: 'delim'; value: string; raw: string };

const HEX = /[0-9a-fA-F]/;
const NEWLINE = /[\n\r\f]/;
const WHITESPACE = /[ \t\n\r\f]/;
const isNameStart = (c: string | undefined) => c !== undefined && (/[A-Za-z_]/.test(c) || c.charCodeAt(0) >= 0x80);
const isName = (c: string | undefined) => c !== undefined && (isNameStart(c) || /[0-9-]/.test(c));
/** A backslash that starts an escape: anything but a newline or the end follows it. */
const isEscape = (css: string, i: number) => css[i] === '\\' && i + 1 < css.length && !NEWLINE.test(css[i + 1]);

/** Reads the escape at `i` (its backslash); answers the character and where the escape ends. */
function readEscape(css: string, i: number): { char: string; end: number } {
  let end = i + 1;
  if (!HEX.test(css[end] ?? '')) return { char: css[end], end: end + 1 };
  let hex = '';
  while (hex.length < 6 && HEX.test(css[end] ?? '')) hex += css[end++];
  if (css[end] === '\r' && css[end + 1] === '\n') end += 2;
  else if (WHITESPACE.test(css[end] ?? '')) end++;
  const code = Number.parseInt(hex, 16);
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return { char: valid ? String.fromCodePoint(code) : '\ufffd', end };
}

function startsIdent(css: string, i: number): boolean {
  const c = css[i];
  if (c === '-') return isNameStart(css[i + 1]) || css[i + 1] === '-' || isEscape(css, i + 1);
  return isNameStart(c) || isEscape(css, i);
}

function readName(css: string, i: number): { value: string; end: number } {
  let value = '';
  while (i < css.length) {
    if (isName(css[i])) value += css[i++];
    else if (isEscape(css, i)) {
      const escape = readEscape(css, i);
      value += escape.char;
      i = escape.end;
    } else break;
  }
  return { value, end: i };
}

function readString(css: string, i: number): { type: 'string' | 'bad-string'; value: string; end: number } {
  const quote = css[i++];
  let value = '';
  while (i < css.length && css[i] !== quote) {
    if (NEWLINE.test(css[i])) return { type: 'bad-string', value, end: i };
    if (css[i] === '\\') {
      if (i + 1 >= css.length) i++;
      else if (NEWLINE.test(css[i + 1])) i += css[i + 1] === '\r' && css[i + 2] === '\n' ? 3 : 2;
      else {
        const escape = readEscape(css, i);
        value += escape.char;
        i = escape.end;
      }
    } else value += css[i++];
  }
  return { type: 'string', value, end: i + 1 };
}

/** After `url(` with no quote: the address up to `)`, or a bad url when it holds a quote, `(` or inner space. */
function readUrl(css: string, i: number): { type: 'url' | 'bad-url'; value: string; end: number } {
  let value = '';
  while (WHITESPACE.test(css[i] ?? '')) i++;
  while (i < css.length && css[i] !== ')') {
    const c = css[i];
    if (WHITESPACE.test(c)) {
      while (WHITESPACE.test(css[i] ?? '')) i++;
      if (i < css.length && css[i] !== ')') break;
    } else if (c === '"' || c === "'" || c === '(' || (c === '\\' && !isEscape(css, i))) break;
    else if (c === '\\') {
      const escape = readEscape(css, i);
      value += escape.char;
      i = escape.end;
    } else value += css[i++];
  }
  if (i >= css.length || css[i] === ')') return { type: 'url', value, end: i + 1 };
  // A bad url runs to the next `)` that is not escaped.
  while (i < css.length && css[i] !== ')') i += isEscape(css, i) ? readEscape(css, i).end - i : 1;
  return { type: 'bad-url', value, end: i + 1 };
}

export function cssTokens(css: string): CssToken[] {
  const tokens: CssToken[] = [];
  let i = 0;
  const push = (type: CssToken['type'], value: string, end: number) => {
    tokens.push({ type, value, raw: css.slice(i, end) } as CssToken);
    i = end;
  };
  while (i < css.length) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      push('whitespace', ' ', close === -1 ? css.length : close + 2);
    } else if (WHITESPACE.test(c)) {
      let end = i;
      while (WHITESPACE.test(css[end] ?? '')) end++;
      push('whitespace', ' ', end);
    } else if (c === '"' || c === "'") {
      const string = readString(css, i);
      push(string.type, string.value, string.end);
    } else if (/[0-9]/.test(c) || ((c === '.' || c === '+' || c === '-') && /[0-9]/.test(css[i + 1] === '.' ? (css[i + 2] ?? '') : (css[i + 1] ?? '')))) {
      let end = i + 1;
      while (/[0-9.eE]/.test(css[end] ?? '')) end++;
      const unit = startsIdent(css, end) ? readName(css, end) : { value: css[end] === '%' ? '%' : '', end: css[end] === '%' ? end + 1 : end };
      push('number', css.slice(i, end) + unit.value, unit.end);
    } else if (startsIdent(css, i)) {
      const name = readName(css, i);
      if (css[name.end] !== '(') push('ident', name.value, name.end);
      else if (name.value.toLowerCase() !== 'url') push('function', name.value, name.end + 1);
      else {
        let after = name.end + 1;
        while (WHITESPACE.test(css[after] ?? '')) after++;
        if (css[after] === '"' || css[after] === "'") push('function', name.value, name.end + 1);
        else {
          const url = readUrl(css, name.end + 1);
          push(url.type, url.value, url.end);
        }
      }
    } else if (c === '@' && startsIdent(css, i + 1)) {
      const name = readName(css, i + 1);
      push('at-keyword', name.value, name.end);
    } else if (c === '#' && (isName(css[i + 1]) || isEscape(css, i + 1))) {
      const name = readName(css, i + 1);
      push('hash', name.value, name.end);
    } else push('delim', c, i + 1);
  }
  return tokens;
}

/** An identifier as written (`h\74ml`) as the browser reads it (`html`); other text as it is. */
export function identifierValue(text: string): string {
  const tokens = cssTokens(text);
  return tokens.length === 1 && tokens[0].type === 'ident' ? tokens[0].value : text;
}
