/**
 * Test files made on the spot: a pptx with speaker notes (pptxgenjs), PDFs with numbered pages
 * (pdf-lib), a password-protected PDF and a docx (LibreOffice), images (sharp; a huge PNG by hand), a short mp4
 * (ffmpeg), and an executable's bytes for the renamed-file case.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import sharp from 'sharp';

export const slideNotes = (i: number) => `Notes for slide ${i}: ünïcödé & <tags>`;

export async function makePptx(slides: number): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  for (let i = 1; i <= slides; i++) {
    const slide = pptx.addSlide();
    slide.background = { color: i % 2 ? 'FFFFFF' : 'DDEEFF' };
    slide.addText(`Slide ${i}`, { x: 0.5, y: 1, w: 9, h: 1.5, fontSize: 44 });
    slide.addNotes(slideNotes(i));
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** With `growing`, each page is taller than the one before, so rendered pages show their order. */
export async function makePdf(pages: number, growing = false): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([720, growing ? 300 + i * 40 : 405]);
    page.drawText(`Page ${i}`, { x: 60, y: 200, size: 48, font });
  }
  return Buffer.from(await pdf.save());
}

/** Runs LibreOffice on a text file with an export filter; answers the produced file's bytes. */
function officeExport(text: string, target: string, produced: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'media-fixture-'));
  try {
    writeFileSync(join(dir, 'doc.txt'), text);
    execFileSync('soffice', [`-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`, '--headless', '--convert-to', target, '--outdir', dir, join(dir, 'doc.txt')], {
      stdio: 'ignore',
      timeout: 60_000,
    });
    return readFileSync(join(dir, produced));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const makeEncryptedPdf = () =>
  officeExport(
    'secret content',
    'pdf:writer_pdf_Export:{"EncryptFile":{"type":"boolean","value":"true"},"DocumentOpenPassword":{"type":"string","value":"secret"}}',
    'doc.pdf',
  );

export const makeDocx = () => officeExport('A document\n\nwith two paragraphs', 'docx:MS Word 2007 XML', 'doc.docx');

export const makePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();

export const makeJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();

/**
 * A valid PNG of width x height black pixels (1-bit grayscale) that stays small on the wire:
 * 30000 x 30000 is under 1 MB, the picture a decoder must not open.
 */
export function makeHugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG of noise, which compresses badly: large enough for an upload to take a while on a slow line. */
export const makeNoiseJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 95 }).toBuffer();

export function makeMp4(seconds = 2): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'media-fixture-'));
  try {
    const out = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25:duration=${seconds}`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', out], { stdio: 'ignore', timeout: 60_000 });
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first bytes of a real executable, to be uploaded under an image's name. */
export const executableBytes = () => readFileSync('/bin/ls');

/** A zip that claims to be a pptx but holds no presentation. */
export function makeCorruptPptx(pptx: Buffer): Buffer {
  // The package's head survives (so it is recognised as a pptx); the rest is noise.
  const out = Buffer.from(pptx);
  for (let i = 400; i < out.length; i += 7) out[i] = (out[i] + 91) & 0xff;
  return out;
}
