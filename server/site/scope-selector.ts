/**
 * A selector of an event's custom CSS made to reach only the element that holds the event's pages
 * (`SITE_SCOPE`) and what it holds (issue 25): `h1` becomes `.ed-site h1`; `html`, `body` and
 * `:root` in front stand for the site itself (`body p` is `.ed-site p`), but never with a sibling
 * combinator after them (`:root ~ *` would be every element beside the site), and a selector on
 * the `value` attribute is dropped: with a background per guessed prefix, `input[value^=a]` sends
 * what a visitor types, a password or a PIN, to the author of the style sheet.
 */
import { cssTokens, type CssToken } from './css-tokens';

export const SITE_SCOPE = '.ed-site';

type Combinator = ' ' | '>' | '+' | '~';

const isDelim = (token: CssToken | undefined, value: string) => token?.type === 'delim' && token.value === value;
const opens = (token: CssToken) => token.type === 'function' || isDelim(token, '(') || isDelim(token, '[');
const closes = (token: CssToken) => isDelim(token, ')') || isDelim(token, ']');

/** Splits at the commas outside brackets and parentheses. */
function splitList(tokens: CssToken[]): CssToken[][] {
  const parts: CssToken[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (opens(token)) depth++;
    else if (closes(token)) depth = Math.max(0, depth - 1);
    if (depth === 0 && isDelim(token, ',')) parts.push([]);
    else parts[parts.length - 1].push(token);
  }
  return parts;
}

/** The attribute an `[...]` names (`[value]`, `[*|value^="a"]`, `[v\61lue]`): the last name before its matcher. */
function attributeName(inside: CssToken[]): string {
  const matcher = inside.findIndex((token) => isDelim(token, '='));
  const names = (matcher === -1 ? inside : inside.slice(0, matcher)).filter((token) => token.type === 'ident');
  return (names[names.length - 1]?.value ?? '').toLowerCase();
}

/** Whether any attribute selector, also inside :has(), :is() or :not(), reads `value`. */
function readsValue(tokens: CssToken[]): boolean {
  const starts: number[] = [];
  for (const [index, token] of tokens.entries()) {
    if (isDelim(token, '[')) starts.push(index);
    else if (isDelim(token, ']') && starts.length > 0 && attributeName(tokens.slice(starts.pop()! + 1, index)) === 'value') return true;
  }
  return false;
}

/** The compound selectors and the combinators between them, outside brackets and parentheses. */
function compounds(tokens: CssToken[]): { parts: CssToken[][]; combinators: Combinator[] } {
  const parts: CssToken[][] = [[]];
  const combinators: Combinator[] = [];
  let depth = 0;
  let pending: Combinator | null = null;
  for (const token of tokens) {
    const combinator = depth === 0 && (token.type === 'whitespace' ? ' ' : token.type === 'delim' && ['>', '+', '~'].includes(token.value) ? token.value : null);
    if (combinator) {
      if (pending === null || pending === ' ') pending = combinator as Combinator;
      continue;
    }
    if (pending !== null) {
      combinators.push(pending);
      parts.push([]);
      pending = null;
    }
    if (opens(token)) depth++;
    else if (closes(token)) depth = Math.max(0, depth - 1);
    parts[parts.length - 1].push(token);
  }
  return { parts, combinators };
}

/** `html`, `body` or `:root`, alone in its compound. */
function isDocumentRoot(part: CssToken[]): boolean {
  const [first, second] = part;
  if (part.length === 1 && first.type === 'ident') return ['html', 'body'].includes(first.value.toLowerCase());
  return part.length === 2 && isDelim(first, ':') && second.type === 'ident' && second.value.toLowerCase() === 'root';
}

const text = (part: CssToken[]) => part.map((token) => token.raw).join('');
const joined = (combinator: Combinator) => (combinator === ' ' ? ' ' : ` ${combinator} `);

function scopeSelector(tokens: CssToken[]): string | null {
  while (tokens[0]?.type === 'whitespace') tokens = tokens.slice(1);
  while (tokens[tokens.length - 1]?.type === 'whitespace') tokens = tokens.slice(0, -1);
  if (tokens.length === 0 || readsValue(tokens)) return null;
  const { parts, combinators } = compounds(tokens);
  let roots = 0;
  while (roots < parts.length && isDocumentRoot(parts[roots]) && (roots === parts.length - 1 || [' ', '>'].includes(combinators[roots]))) roots++;
  // A root left over is followed by `+` or `~`: its siblings are outside the site.
  if (roots < parts.length && isDocumentRoot(parts[roots])) return null;
  if (roots === 0) return `${SITE_SCOPE} ${text(tokens)}`;
  const rest = parts.slice(roots).map((part, index) => (index === 0 ? '' : joined(combinators[roots + index - 1])) + text(part));
  return rest.length === 0 ? SITE_SCOPE : `${SITE_SCOPE}${joined(combinators[roots - 1])}${rest.join('')}`;
}

/** The selector list scoped, without the selectors that cannot be; null when none is left. */
export function scopeSelectorList(selector: string): string | null {
  const scoped = splitList(cssTokens(selector))
    .map(scopeSelector)
    .filter((one): one is string => one !== null);
  return scoped.length === 0 ? null : scoped.join(', ');
}
