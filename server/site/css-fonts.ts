/**
 * The font families an event's custom CSS names (`font-family`, and the `font` shorthand), read
 * by tokens as the browser reads them: the site serves those the product ships (issue 30), so a
 * custom style sheet gets Montserrat from the product, never from a remote @import.
 */
import postcss from 'postcss';
import { cssTokens, identifierValue } from './css-tokens';

const FONT_PROPERTIES = new Set(['font-family', 'font']);

/** One value's family names: its strings, and its runs of identifiers (`Open Sans`) between other tokens. */
function familiesOf(value: string): string[] {
  const names: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length > 0) names.push(run.join(' '));
    run = [];
  };
  for (const token of cssTokens(value)) {
    if (token.type === 'ident') run.push(token.value);
    else if (token.type === 'whitespace') continue;
    else {
      endRun();
      if (token.type === 'string') names.push(token.value);
    }
  }
  endRun();
  return names;
}

/** The family names the style sheet's rules ask for, in order of appearance; '' or CSS that does not parse names none. */
export function fontFamiliesIn(css: string): string[] {
  if (css.trim() === '') return [];
  try {
    const names: string[] = [];
    postcss.parse(css).walkDecls((declaration) => {
      const inFontFace = declaration.parent?.type === 'atrule' && identifierValue((declaration.parent as postcss.AtRule).name).toLowerCase() === 'font-face';
      if (!inFontFace && FONT_PROPERTIES.has(identifierValue(declaration.prop).toLowerCase())) names.push(...familiesOf(declaration.value));
    });
    return names;
  } catch {
    return [];
  }
}
