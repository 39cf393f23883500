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
