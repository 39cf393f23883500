/**
 * The font families the event's font picker offers and what the product ships of them (issue 30):
 * the web fonts are Fontsource packages (`@fontsource/<id>`) whose latin and latin-ext files, in
 * the weights the site draws (normal and bold), the build serves from the product itself; the
 * system families are the browser's own. The font picker, the server's mirror of the site (the
 * families the custom CSS names) and the site's @font-face rules read this one list.
 */

/** Families every browser has or finds a close match for: nothing to serve. */
export const SYSTEM_FONTS = ['Arial', 'Georgia', 'Helvetica', 'Tahoma', 'Times New Roman', 'Trebuchet MS', 'Verdana'] as const;

/** The web fonts the product serves, by family, with their Fontsource package id. */
export const SHIPPED_FONTS = [
  { family: 'Inter', id: 'inter' },
  { family: 'Lato', id: 'lato' },
  { family: 'Montserrat', id: 'montserrat' },
  { family: 'Open Sans', id: 'open-sans' },
  { family: 'Poppins', id: 'poppins' },
  { family: 'Roboto', id: 'roboto' },
] as const;

export type ShippedFont = (typeof SHIPPED_FONTS)[number];

export const FONT_WEIGHTS = [400, 700] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/** Google Fonts' subsets as Fontsource cuts them: a browser fetches a file only for the characters a page shows. */
export const FONT_SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;
export type FontSubset = keyof typeof FONT_SUBSETS;

/** Every family the picker offers, sorted. */
export const PICKER_FONTS: readonly string[] = [...SYSTEM_FONTS, ...SHIPPED_FONTS.map((font) => font.family)].sort();

/** The shipped font of a family name as CSS would match it (case-insensitive), or null. */
export function shippedFont(family: string): ShippedFont | null {
  const wanted = family.trim().toLowerCase();
  return SHIPPED_FONTS.find((font) => font.family.toLowerCase() === wanted) ?? null;
}

/** The Fontsource file of one subset and weight: `<id>-<subset>-<weight>-normal.woff2`. */
export const fontFileName = (font: ShippedFont, subset: FontSubset, weight: FontWeight) => `${font.id}-${subset}-${weight}-normal.woff2`;

/** The shipped families a site uses, the event's chosen font first: no family twice, unknown names left out. */
export function siteFonts(chosen: string, named: readonly string[]): string[] {
  const families = [chosen, ...named].flatMap((name) => {
    const font = shippedFont(name);
    return font ? [font.family] : [];
  });
  return [...new Set(families)];
}
