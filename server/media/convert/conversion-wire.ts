/**
 * What the converter service and its HTTP client say to each other.
 *
 * The request: `POST /convert?mediaType=pptx`, the document's bytes as the body
 * (application/octet-stream, with its Content-Length), the shared secret as
 * `Authorization: Bearer <secret>`. Refusals before the conversion starts are the server's usual
 * error answers (`{ error: { code, message } }`, 4xx).
 *
 * The answer: 200 and newline-delimited JSON (application/x-ndjson), one line per event, in this
 * order: `progress` lines while it runs (repeated every few seconds, so a quiet LibreOffice step
 * does not look like a dead connection), then one `page` line per page in order, the `thumbnail`,
 * and `done`; or, at any point, `failed` with the user's words for why. Lines, not one JSON
 * document: progress reaches the record while the conversion runs, and each page is written to
 * disk as it arrives, so neither side holds the whole result in memory. Every line is bounded
 * (MAX_LINE_BYTES) and so is the number of pages (MAX_DOCUMENT_PAGES): a client reads at most that.
 * Pages travel as base64 PNG, a third larger than the bytes, which is what keeps each page a
 * plain JSON line.
 */
import { z } from 'zod';
import { MAX_DOCUMENT_PAGES } from '@domain/media/media-types';

export const CONVERT_PATH = '/convert';
export const NDJSON = 'application/x-ndjson';

/** A rendered page is a PNG 1280 pixels wide; far below this unless the page is absurdly tall. */
export const MAX_PAGE_BYTES = 24 * 1024 * 1024;
/** A page line: its base64 PNG and its notes (a slide's notes are text, rarely past a few KB). */
export const MAX_LINE_BYTES = Math.ceil((MAX_PAGE_BYTES * 4) / 3) + 2 * 1024 * 1024;

export const conversionLine = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), percent: z.number().min(0).max(100) }),
  z.object({ type: z.literal('page'), index: z.number().int().min(0).max(MAX_DOCUMENT_PAGES - 1), notes: z.string(), png: z.base64() }),
  z.object({ type: z.literal('thumbnail'), png: z.base64() }),
  z.object({ type: z.literal('done'), pages: z.number().int().min(1).max(MAX_DOCUMENT_PAGES) }),
  z.object({ type: z.literal('failed'), message: z.string().min(1).max(1000) }),
]);

export type ConversionLine = z.infer<typeof conversionLine>;

export const encodeLine = (line: ConversionLine): string => `${JSON.stringify(line)}\n`;

export class LineTooLongError extends Error {
  constructor() {
    super(`a line of the answer is longer than ${MAX_LINE_BYTES} bytes`);
    this.name = 'LineTooLongError';
  }
}

/** The lines of a byte stream, each at most `maxBytes` long (LineTooLongError past that). */
export async function* readLines(stream: AsyncIterable<Buffer>, maxBytes = MAX_LINE_BYTES): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    let start = 0;
    for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
      if (pendingBytes + nl - start > maxBytes) throw new LineTooLongError();
      pending.push(chunk.subarray(start, nl));
      yield Buffer.concat(pending).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = nl + 1;
    }
    pendingBytes += chunk.length - start;
    if (pendingBytes > maxBytes) throw new LineTooLongError();
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
}
