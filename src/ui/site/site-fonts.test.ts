import { describe, expect, it } from 'vitest';
import { FONT_WEIGHTS, SHIPPED_FONTS } from '@domain/pages/site-fonts';
import { fontFaceCss, fontFileUrl } from './site-fonts';

describe('the shipped web fonts', () => {
  it.each(SHIPPED_FONTS.map((font) => [font.family, font] as const))('serves %s in latin and latin-ext, normal and bold', (_family, font) => {
    for (const weight of FONT_WEIGHTS) {
      expect(fontFileUrl(font, 'latin', weight)).toMatch(/\.woff2$/);
      expect(fontFileUrl(font, 'latin-ext', weight)).toMatch(/\.woff2$/);
    }
  });

  it('declares a chosen family with swap and leaves out families the product does not ship', () => {
    const css = fontFaceCss(['montserrat', 'Comic Sans MS']);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain('font-family:"Montserrat"');
    expect(css).toContain('font-display:swap');
    expect(css).not.toContain('Comic');
  });
});
