import { cloudFontSize, paletteShades, type ChartRow } from '@domain/polls/poll-results';
import type { Rgb } from '@domain/polls/poll';

type Placed = { text: string; size: number; x: number; y: number; color: string };

/** A word's width in px, estimated: the cloud is laid out without measuring text in the page. */
const widthOf = (word: string, size: number) => [...word].length * size * 0.6 + size * 0.5;

/**
 * Rows of words, most used first, each as large as its count (17 to 77 px, spec 001 section 9),
 * each row centred: a layout that needs no measuring and draws the same in an exported image.
 */
export function layoutCloud(rows: readonly ChartRow[], width: number, height: number, palette: Rgb): Placed[] {
  if (rows.length === 0) return [];
  const counts = rows.map((r) => r.count);
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  const colors = paletteShades(palette, Math.min(rows.length, 4));
  const lines: { words: { text: string; size: number; w: number; color: string }[]; width: number; height: number }[] = [];
  rows.forEach((row, i) => {
    const size = cloudFontSize(row.count, least, most);
    const w = widthOf(row.label, size);
    const line = lines.at(-1);
    if (!line || line.width + w > width) lines.push({ words: [], width: 0, height: 0 });
    const current = lines.at(-1)!;
    current.words.push({ text: row.label, size, w, color: colors[i % colors.length] });
    current.width += w;
    current.height = Math.max(current.height, size * 1.2);
  });
  const total = lines.reduce((sum, l) => sum + l.height, 0);
  let y = Math.max(0, (height - total) / 2);
  const placed: Placed[] = [];
  for (const line of lines) {
    let x = (width - line.width) / 2;
    y += line.height;
    for (const word of line.words) {
      if (y <= height) placed.push({ text: word.text, size: word.size, x: x + word.w / 2, y: y - line.height * 0.2, color: word.color });
      x += word.w;
    }
  }
  return placed;
}

/** The word cloud of an input poll's answers, drawn as SVG so that it exports like the charts. */
export function WordCloud({ rows, width, height, palette, bgColor }: { rows: readonly ChartRow[]; width: number; height: number; palette: Rgb; bgColor: string }) {
  const words = layoutCloud(rows, width, height, palette);
  return (
    <svg className="poll-chart-svg" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label="Word cloud of the answers" style={{ background: bgColor, display: 'block', maxWidth: '100%', height: 'auto' }}>
      {words.map((w) => (
        <text key={w.text} x={w.x} y={w.y} fontSize={w.size} fill={w.color} textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight={600}>
          {w.text}
        </text>
      ))}
    </svg>
  );
}
