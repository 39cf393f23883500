/**
 * Documents to one PNG per slide or page, in order: ppt, pptx, doc and docx through LibreOffice
 * (headless) to PDF, then every PDF page through poppler's pdftoppm. Each step is its own limited
 * process (run-tool.ts). LibreOffice gets a user profile per queue slot, so two conversions at
 * once never share one (they would hand their work to each other's process).
 */
import { copyFile, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAX_DOCUMENT_PAGES, SLIDE_WIDTH, THUMBNAIL_BOUNDS, mediaMessages } from '@domain/media/media-types';
import { runTool, ToolError, type ToolLimits } from '../tools/run-tool';
import { ConversionError } from './conversion-error';
import { readPptxNotes } from './pptx-notes';

export type ConvertedDocument = {
  /** PNG files, one per slide or page, in order. */
  pages: string[];
  /** Speaker notes per page (pptx and ppt); '' where there are none. */
  notes: string[];
  thumbnail: string;
};

export type DocumentJob = {
  input: string;
  /** pdf, ppt, pptx, doc or docx (detected from the bytes). */
  mediaType: string;
  workDir: string;
  /** A folder of this queue slot's own, for LibreOffice's user profile. */
  profileDir: string;
  signal: AbortSignal;
  /** 0-100. */
  onProgress(percent: number): void;
};

// CPU time is counted over all threads: twice the wall time lets a tool use both cores throughout.
export const OFFICE_LIMITS: ToolLimits = { timeoutMs: 180_000, memoryBytes: 3 * 1024 ** 3, cpuSeconds: 360, fileBytes: 1024 ** 3 };
export const PDF_LIMITS: ToolLimits = { timeoutMs: 240_000, memoryBytes: 1.5 * 1024 ** 3, cpuSeconds: 480, fileBytes: 256 * 1024 ** 2 };

async function officeConvert(job: DocumentJob, source: string, target: 'pdf' | 'pptx'): Promise<string> {
  await runTool(
    'soffice',
    [`-env:UserInstallation=${pathToFileURL(job.profileDir).href}`, '--headless', '--norestore', '--nologo', '--nolockcheck', '--convert-to', target, '--outdir', job.workDir, source],
    { ...OFFICE_LIMITS, signal: job.signal, cwd: job.workDir, env: { ...process.env, HOME: job.profileDir } },
  );
  const produced = join(job.workDir, `source.${target}`);
  const names = await readdir(job.workDir);
  // LibreOffice exits 0 when it cannot read a file, and writes nothing.
  if (!names.includes(`source.${target}`)) throw new ConversionError(mediaMessages.damaged);
  return produced;
}

async function pageCount(job: DocumentJob, pdf: string): Promise<number> {
  try {
    const { stdout } = await runTool('pdfinfo', [pdf], { ...PDF_LIMITS, timeoutMs: 30_000, signal: job.signal });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    if (!Number.isInteger(pages) || pages < 1) throw new ConversionError(mediaMessages.damaged);
    return pages;
  } catch (error) {
    if (error instanceof ToolError && error.reason === 'failed' && /password/i.test(error.stderr)) {
      throw new ConversionError(mediaMessages.passwordProtected);
    }
    if (error instanceof ToolError && error.reason === 'failed') throw new ConversionError(mediaMessages.damaged);
    throw error;
  }
}

/** pdftoppm names pages page-1.png or page-001.png depending on the count: sort by number. */
async function renderedPages(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => /^page-\d+\.png$/.test(n));
  return names.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0])).map((n) => join(dir, n));
}

/** Long documents render in two halves at once: two cores finish them in about half the time. */
const PARALLEL_FROM_PAGES = 20;

async function renderPages(job: DocumentJob, pdf: string, pages: number, from: number, to: number): Promise<string[]> {
  const poll = setInterval(() => {
    void renderedPages(job.workDir).then((done) => job.onProgress(from + ((to - from) * Math.min(done.length, pages)) / pages), () => undefined);
  }, 400);
  const half = Math.ceil(pages / 2);
  const ranges = pages >= PARALLEL_FROM_PAGES ? [[1, half], [half + 1, pages]] : [[1, pages]];
  try {
    await Promise.all(
      ranges.map(([first, last]) =>
        runTool('pdftoppm', ['-png', '-f', String(first), '-l', String(last), '-scale-to-x', String(SLIDE_WIDTH), '-scale-to-y', '-1', pdf, join(job.workDir, 'page')], {
          ...PDF_LIMITS,
          signal: job.signal,
        }),
      ),
    );
  } catch (error) {
    if (error instanceof ToolError && error.reason === 'failed') throw new ConversionError(mediaMessages.damaged);
    throw error;
  } finally {
    clearInterval(poll);
  }
  const rendered = await renderedPages(job.workDir);
  if (rendered.length !== pages) throw new ConversionError(mediaMessages.damaged);
  return rendered;
}

async function thumbnailOf(job: DocumentJob, pdf: string): Promise<string> {
  const base = join(job.workDir, 'thumb');
  await runTool('pdftoppm', ['-png', '-singlefile', '-f', '1', '-l', '1', '-scale-to', String(THUMBNAIL_BOUNDS.width), pdf, base], { ...PDF_LIMITS, timeoutMs: 60_000, signal: job.signal });
  return `${base}.png`;
}

export async function convertDocument(job: DocumentJob): Promise<ConvertedDocument> {
  const source = join(job.workDir, `source.${job.mediaType}`);
  await copyFile(job.input, source);
  job.onProgress(2);
  // A pptx's package is read before LibreOffice opens it, so one that unpacks to far too much stops here.
  let notes = job.mediaType === 'pptx' ? await readPptxNotes(source, job.signal) : null;
  let pdf = source;
  if (job.mediaType !== 'pdf') {
    const converted = await officeConvert(job, source, 'pdf');
    // The PDF keeps its own name, so a later pptx export of a ppt cannot overwrite it.
    pdf = join(job.workDir, 'document.pdf');
    await rename(converted, pdf);
  }
  job.onProgress(30);
  const pages = await pageCount(job, pdf);
  if (pages > MAX_DOCUMENT_PAGES) throw new ConversionError(mediaMessages.tooManyPages(pages));
  // A ppt's notes are read from a pptx copy LibreOffice makes of it.
  if (job.mediaType === 'ppt') notes = await readPptxNotes(await officeConvert(job, source, 'pptx'), job.signal);
  const rendered = await renderPages(job, pdf, pages, 35, 95);
  const thumbnail = await thumbnailOf(job, pdf);
  job.onProgress(97);
  return { pages: rendered, notes: rendered.map((_, i) => notes?.[i] ?? ''), thumbnail };
}
