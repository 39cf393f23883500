/**
 * "Download analytics as PDF" (spec 000 section 2.10): a one-page A4 report with the event's
 * title, the window, when it was made, and every card's label and figure. pdf-lib is loaded only
 * when a report is made, so it stays out of the dashboard's first load.
 */
export type AnalyticsReport = {
  eventTitle: string;
  windowLabel: string;
  /** When the report was made, as shown to the user. */
  madeAt: string;
  rows: { label: string; value: string }[];
};

/** What a PDF font can measure and which characters it can draw. */
type Measure = { widthOf: (text: string) => number; canDraw: (codePoint: number) => boolean };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TITLE_SIZE = 20;
const TEXT_SIZE = 12;
/** A title this long would need several pages: the report keeps its first lines. */
const MAX_TITLE_LINES = 4;
const REPLACEMENT = '?';

/**
 * The text with every character the font cannot draw (emoji, most non-Latin scripts: the PDF
 * standard fonts only encode WinAnsi) replaced, and line breaks and tabs made spaces.
 */
export function drawableText(text: string, canDraw: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) out += canDraw(char.codePointAt(0)!) ? char : REPLACEMENT;
  return out;
}

/** Greedy word wrap to `maxWidth`; a word wider than a line is cut where it has to be. */
export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && widthOf(line + char) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** At most `max` lines, the last one ending in an ellipsis when some were left out. */
function firstLines(lines: string[], max: number): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1].replace(/.$/u, '')}…`;
  return kept;
}

/** The report's lines, top to bottom, each with its size. */
export function reportLines(report: AnalyticsReport, measure: (size: number) => Measure, width: number): { text: string; size: number; gapBefore: number }[] {
  const title = measure(TITLE_SIZE);
  const text = measure(TEXT_SIZE);
  const clean = (s: string, m: Measure) => drawableText(s, m.canDraw);
  const titleLines = firstLines(wrapText(clean(`Analytics: ${report.eventTitle}`, title), width, title.widthOf), MAX_TITLE_LINES);
  return [
    ...titleLines.map((line, i) => ({ text: line, size: TITLE_SIZE, gapBefore: i === 0 ? 0 : 4 })),
    { text: clean(`Window: ${report.windowLabel}`, text), size: TEXT_SIZE, gapBefore: 16 },
    { text: clean(`Made: ${report.madeAt}`, text), size: TEXT_SIZE, gapBefore: 4 },
    ...report.rows.map((row, i) => ({ text: clean(`${row.label}: ${row.value}`, text), size: TEXT_SIZE, gapBefore: i === 0 ? 20 : 8 })),
  ];
}

export async function buildAnalyticsPdf(report: AnalyticsReport): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const drawable = new Set(font.getCharacterSet());
  const measure = (size: number): Measure => ({ widthOf: (t) => font.widthOfTextAtSize(t, size), canDraw: (cp) => drawable.has(cp) });
  // The document's metadata is Unicode: it keeps the title exactly.
  doc.setTitle(`Analytics: ${report.eventTitle}`);
  doc.setCreator('Event dashboard');
  const page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  for (const line of reportLines(report, measure, A4[0] - 2 * MARGIN)) {
    y -= line.gapBefore + line.size;
    page.drawText(line.text, { x: MARGIN, y, size: line.size, font });
  }
  return doc.save();
}
