import { describe, expect, it } from 'vitest';
import { siteFonts } from '@domain/pages/site-fonts';
import { fontFamiliesIn } from './css-fonts';

describe('the font families custom CSS names', () => {
  it('reads font-family lists and the font shorthand, escapes decoded, and leaves out @font-face names', () => {
    const css = `.a { font-family: "Open Sans", Arial, sans-serif } .b { font: bold 16px/1.2 Mont\\73 errat, serif }
      @font-face { font-family: "Lato"; src: url("https://fonts.example/lato.woff2") }`;
    expect(fontFamiliesIn(css)).toEqual(['Open Sans', 'Arial', 'sans-serif', 'bold', 'Montserrat', 'serif']);
    expect(siteFonts('roboto', fontFamiliesIn(css))).toEqual(['Roboto', 'Open Sans', 'Montserrat']);
  });

  it('names nothing for CSS that does not parse', () => {
    expect(fontFamiliesIn('.a { font-family: Lato')).toEqual([]);
  });
});
