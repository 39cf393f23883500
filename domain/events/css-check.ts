/**
 * Whether an event's custom style sheet is CSS (spec 002 section 4; our rule: it must parse), the
 * same check for the settings page's editor and for the server, which refuses what fails it.
 * postcss's parser is the judge: it accepts any syntactically complete style sheet, whatever its
 * properties, and points at the first place that is not CSS (an unclosed block, a stray "}", a
 * bare word). The browser loads this module with import() when the CSS editor opens, so postcss
 * stays out of the other routes' bundles.
 */
import postcss, { CssSyntaxError } from 'postcss';
import { settingsMessages } from './event-settings';

export type CssProblem = {
  /** The settings message with the parser's reason and place, e.g. "…: Unclosed block (line 1, column 1)". */
  message: string;
  reason: string;
  /** 1-based, as editors count. */
  line: number;
  column: number;
};

const problem = (reason: string, line: number, column: number): CssProblem => ({
  reason,
  line,
  column,
  message: `${settingsMessages.cssInvalid}: ${reason} (line ${line}, column ${column}).`,
});

/**
 * The style sheet with its CSS escapes decoded (`\3c`, `\00003C `, `\/`), and for every decoded
 * character the offset in `css` where it starts, so a finding points at what the author wrote.
 */
function decodeEscapes(css: string): { text: string; offsets: number[] } {
  const escape = /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([^\n\r\f0-9a-fA-F]))/y;
  let text = '';
  const offsets: number[] = [];
  for (let i = 0; i < css.length; ) {
    escape.lastIndex = i;
    const m = escape.exec(css);
    const code = m?.[1] !== undefined ? Number.parseInt(m[1], 16) : null;
    const char = m ? (code !== null ? (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd') : m[2]) : css[i];
    text += char;
    for (let k = 0; k < char.length; k++) offsets.push(i);
    i += m ? m[0].length : 1;
  }
  return { text, offsets };
}

/** Ends the <style> element the sheet is served in, wherever it stands and however it is spelt. */
const STYLE_END = /<\/style/i;

function lineAndColumn(css: string, offset: number): { line: number; column: number } {
  const before = css.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * The first reason the style sheet is not CSS, or null when it parses (empty CSS is valid). A
 * sheet that could end the <style> element it is served in (`</style`, in any case, also written
 * with CSS escapes) is refused too, so it cannot add markup to the event site.
 */
export function cssProblem(css: string): CssProblem | null {
  try {
    postcss.parse(css);
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    return problem(error.reason, error.line ?? 1, error.column ?? 1);
  }
  const { text, offsets } = decodeEscapes(css);
  const end = STYLE_END.exec(text);
  if (!end) return null;
  const { line, column } = lineAndColumn(css, offsets[end.index]);
  return problem('A style sheet cannot contain "</style"', line, column);
}
