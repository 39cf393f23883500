import { describe, expect, it } from 'vitest';
import { eventSettingsPatchSchema, fontFromCss } from './event-settings';

describe('fontFromCss (spec 002 section 4)', () => {
  it('takes the first quoted name after a font-family declaration', () => {
    expect(fontFromCss('body { font-family: "Open Sans", sans-serif; }', 'Lato')).toBe('Open Sans');
    expect(fontFromCss("h1{font-family:'Roboto Mono'}", '')).toBe('Roboto Mono');
    expect(fontFromCss('p { FONT-FAMILY : "Lato" }', '')).toBe('Lato');
  });

  it('skips unquoted names before the quoted one in the same declaration', () => {
    expect(fontFromCss('body { font-family: Arial, "Source Sans Pro", sans-serif }', '')).toBe('Source Sans Pro');
  });

  it('uses the first declaration that has a quoted name, in the order of the style sheet', () => {
    const css = 'h1 { font-family: Georgia, serif; }\nbody { font-family: "Inter"; }\np { font-family: "Lato"; }';
    expect(fontFromCss(css, 'Old')).toBe('Inter');
  });

  it('keeps the previous font when no font-family declaration names a quoted font', () => {
    expect(fontFromCss('body { color: red; }', 'Lato')).toBe('Lato');
    expect(fontFromCss('body { font-family: Arial, sans-serif; }', 'Lato')).toBe('Lato');
    // The shorthand is not a font-family declaration.
    expect(fontFromCss('body { font: 12px "Inter"; }', 'Lato')).toBe('Lato');
    // A quoted string elsewhere (an @import address, content) names no font.
    expect(fontFromCss('@import url("https://fonts.example/inter.css"); a::after { content: "x" }', 'Lato')).toBe('Lato');
  });

  it('clears the font when the CSS is empty or only whitespace', () => {
    expect(fontFromCss('', 'Lato')).toBe('');
    expect(fontFromCss('  \n\t ', 'Lato')).toBe('');
  });

  it('ignores commented-out declarations and custom properties', () => {
    expect(fontFromCss('/* body { font-family: "Old Font" } */ body { font-family: "New Font" }', '')).toBe('New Font');
    expect(fontFromCss('/* font-family: "Old Font" */', 'Lato')).toBe('Lato');
    expect(fontFromCss(':root { --heading-font-family: "Inter"; } body { font-family: "Lato" }', '')).toBe('Lato');
  });

  it('needs matching quotes and passes over names the font field cannot store', () => {
    expect(fontFromCss('body { font-family: "Open Sans\'; }', 'Lato')).toBe('Lato');
    expect(fontFromCss('body { font-family: "Font.Awesome", "Noto Sans" }', '')).toBe('Noto Sans');
    expect(fontFromCss('body { font-family: "" }', 'Lato')).toBe('Lato');
  });

  it('trims the name and gives a font the settings schema accepts', () => {
    const font = fontFromCss('body { font-family: "  Fira Sans Condensed  " }', '');
    expect(font).toBe('Fira Sans Condensed');
    expect(eventSettingsPatchSchema.safeParse({ font }).success).toBe(true);
    expect(fontFromCss(`body { font-family: "${'a'.repeat(101)}", "Lato" }`, '')).toBe('Lato');
  });
});
