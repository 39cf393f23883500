/**
 * The text colour for a surface in one of the event's colours: white or black, whichever
 * contrasts more (WCAG relative luminance), so buttons stay readable whatever colours the
 * organiser picked. A colour that is not #rgb or #rrggbb gets white.
 */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const DARK = '#000000';
const DARK_LUMINANCE = luminance(DARK)!;

export function textColorOn(background: string): string {
  const l = luminance(background);
  if (l === null) return '#ffffff';
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (DARK_LUMINANCE + 0.05);
  return onWhite >= onDark ? '#ffffff' : DARK;
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * A link colour from the event's colour that reads on its background (WCAG AA, 4.5:1): the colour
 * itself when it does, else the same hue taken toward black (on a light background) or white
 * until it does. Colours that are not #rgb or #rrggbb come back as given.
 */
export function readableOn(color: string, background: string): string {
  const own = luminance(color);
  const ground = luminance(background);
  if (own === null || ground === null || ratio(own, ground) >= 4.5) return color;
  const digits = color.trim().slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const rgb = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  const target = ground > 0.18 ? 0 : 255;
  for (let step = 1; step <= 20; step++) {
    const mixed = `#${rgb.map((c) => hex2(c + ((target - c) * step) / 20)).join('')}`;
    if (ratio(luminance(mixed)!, ground) >= 4.5) return mixed;
  }
  return target === 0 ? DARK : '#ffffff';
}
