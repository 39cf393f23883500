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

/** The first reason the style sheet is not CSS, or null when it parses (empty CSS is valid). */
export function cssProblem(css: string): CssProblem | null {
  try {
    postcss.parse(css);
    return null;
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    const line = error.line ?? 1;
    const column = error.column ?? 1;
    return { reason: error.reason, line, column, message: `${settingsMessages.cssInvalid}: ${error.reason} (line ${line}, column ${column}).` };
  }
}
