/**
 * The shipped web fonts (domain/pages/site-fonts.ts) as the site loads them: their files are part
 * of the build (content-hashed under /assets, served by the embedded server and Hosting alike),
 * declared by @font-face rules with `font-display: swap`; the event's chosen font is preloaded.
 */
import { useEffect } from 'react';
import { FONT_SUBSETS, FONT_WEIGHTS, fontFileName, shippedFont, type FontSubset, type ShippedFont } from '@domain/pages/site-fonts';

const FILES = import.meta.glob<string>('/node_modules/@fontsource/*/files/*-latin{,-ext}-{400,700}-normal.woff2', { query: '?url', import: 'default', eager: true });

/** The served address of one file of a shipped font. */
export function fontFileUrl(font: ShippedFont, subset: FontSubset, weight: (typeof FONT_WEIGHTS)[number]): string | null {
  return FILES[`/node_modules/@fontsource/${font.id}/files/${fontFileName(font, subset, weight)}`] ?? null;
}

const SUBSETS = Object.keys(FONT_SUBSETS) as FontSubset[];

/** The @font-face rules of the families (unknown ones left out). */
export function fontFaceCss(families: readonly string[]): string {
  return families
    .flatMap((family) => {
      const font = shippedFont(family);
      if (!font) return [];
      return FONT_WEIGHTS.flatMap((weight) =>
        SUBSETS.flatMap((subset) => {
          const url = fontFileUrl(font, subset, weight);
          return url
            ? [`@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;src:url("${url}") format("woff2");unicode-range:${FONT_SUBSETS[subset]}}`]
            : [];
        }),
      );
    })
    .join('\n');
}

/**
 * Declares the site's fonts in the document's head while the site shows, and preloads the
 * normal weight of the chosen one (the first) so the text does not wait for the style to ask.
 */
export function useSiteFonts(families: readonly string[]): void {
  const key = families.join('\n');
  useEffect(() => {
    const shown = key === '' ? [] : key.split('\n');
    const css = fontFaceCss(shown);
    if (!css) return;
    const added: HTMLElement[] = [];
    const chosen = shippedFont(shown[0]!);
    const preloaded = chosen && fontFileUrl(chosen, 'latin', 400);
    if (preloaded) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries({ rel: 'preload', as: 'font', type: 'font/woff2', href: preloaded, crossorigin: 'anonymous' })) link.setAttribute(name, value);
      added.push(link);
    }
    const style = document.createElement('style');
    style.dataset.siteFonts = '';
    style.textContent = css;
    added.push(style);
    document.head.append(...added);
    return () => added.forEach((element) => element.remove());
  }, [key]);
}
