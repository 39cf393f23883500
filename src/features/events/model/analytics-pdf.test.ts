import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildAnalyticsPdf, drawableText, wrapText, type AnalyticsReport } from './analytics-pdf';

const report: AnalyticsReport = {
  eventTitle: 'Spring Summit 🎉 Göteborg',
  windowLabel: '7 days',
  madeAt: '12.06.2026 18:30',
  rows: [
    { label: 'Registered Users', value: '1,204' },
    { label: 'Stream watch time', value: '2 hours 5 minutes' },
  ],
};

/** The text a reader gets out of the PDF, through poppler's pdftotext. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    try {
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } catch (error) {
      throw new Error(`pdftotext (poppler-utils) is needed to read the report back: ${String(error)}`, { cause: error });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('drawableText', () => {
  it('keeps what the font draws, replaces the rest, and flattens line breaks', () => {
    const latin1 = (cp: number) => cp >= 0x20 && cp <= 0xff;
    expect(drawableText('Göteborg 🎉 日本\nnext', latin1)).toBe('Göteborg ? ?? next');
  });
});

describe('wrapText', () => {
  const width = (text: string) => text.length;
  it('breaks between words, and inside a word only when it is wider than a line', () => {
    expect(wrapText('one two three four', 9, width)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghijkl xy', 5, width)).toEqual(['abcde', 'fghij', 'kl xy']);
    expect(wrapText('', 5, width)).toEqual(['']);
  });
});

describe('buildAnalyticsPdf', () => {
  it('makes a one-page PDF with the title, the window, the date and every figure', async () => {
    const bytes = await buildAnalyticsPdf(report);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Analytics: Spring Summit 🎉 Göteborg');
    const text = pdfText(bytes);
    expect(text).toContain('Analytics: Spring Summit ? Göteborg');
    expect(text).toContain('Window: 7 days');
    expect(text).toContain('Made: 12.06.2026 18:30');
    expect(text).toContain('Registered Users: 1,204');
    expect(text).toContain('Stream watch time: 2 hours 5 minutes');
  });

  it('keeps a title of 10,000 characters to a few lines on its one page', async () => {
    const bytes = await buildAnalyticsPdf({ ...report, eventTitle: 'Long title '.repeat(1000) });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const text = pdfText(bytes);
    expect(text).toContain('…');
    expect(text).toContain('Registered Users: 1,204');
  });
});
