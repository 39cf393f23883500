import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '@domain/media/media-types';
import { makePptx, slideNotes } from '../testing/media-fixtures';
import { deflatedPart, partsOf, withBomb, writeZip, zeroBomb } from '../testing/zip-bomb';
import { failureMessage } from './document-converter';
import { NOTES_LIMITS, readPptxNotes } from './pptx-notes';

const MIB = 1024 * 1024;
let dir: string;
let pptx: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pptx-notes-'));
  pptx = await makePptx(3);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function saved(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

const read = (path: string, limits = NOTES_LIMITS) => readPptxNotes(path, AbortSignal.timeout(60_000), limits);
const failure = (run: Promise<unknown>) => run.then(() => null, (error: unknown) => error);

describe('the speaker notes of a pptx, read in their own limited process', () => {
  it('reads the notes of the listed slides in order', async () => {
    expect(await read(saved('plain.pptx', pptx))).toEqual([1, 2, 3].map(slideNotes));
  });

  it('refuses a notes part that declares a few bytes but inflates to 200 MB, with a message that says so', async () => {
    const bomb = saved('bomb.pptx', withBomb(pptx, 'ppt/notesSlides/notesSlide2.xml', 200 * MIB));
    const error = await failure(read(bomb));
    expect(failureMessage(error)).toBe(mediaMessages.unpacksTooLarge);
  });

  it('inflates only the parts the slide list references: a huge part no slide lists leaves the notes as they are', async () => {
    const unlisted = [
      // As large as it says: a reader that trusts declared sizes refuses it, one that inflates it stalls.
      { name: 'ppt/notesSlides/notesSlide9.xml', data: zeroBomb(200 * MIB), method: 8 as const, declaredSize: 200 * MIB },
      { name: 'ppt/media/unused.bin', data: zeroBomb(200 * MIB), method: 8 as const, declaredSize: 10 },
    ];
    const padded = saved('unlisted.pptx', writeZip([...partsOf(pptx), ...unlisted]));
    expect(await read(padded)).toEqual([1, 2, 3].map(slideNotes));
  });

  it('reads stored (uncompressed) parts and refuses a package with no presentation as damaged', async () => {
    const isXml = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');
    const stored = partsOf(pptx).map((part) => (isXml(part.name) ? { ...part, method: 0 as const, data: unzipped(part.name) } : part));
    expect(await read(saved('stored.pptx', writeZip(stored)))).toEqual([1, 2, 3].map(slideNotes));
    const empty = saved('empty.pptx', writeZip([deflatedPart('[Content_Types].xml', '<Types/>')]));
    expect(failureMessage(await failure(read(empty)))).toBe(mediaMessages.damaged);
  });

  it('fails with the memory message when the reader needs more memory than its limit', async () => {
    const bomb = saved('memory.pptx', withBomb(pptx, 'ppt/notesSlides/notesSlide1.xml', 1024 * MIB));
    const error = await failure(read(bomb, { ...NOTES_LIMITS, memoryBytes: 1.2 * 1024 ** 3, partBytes: 64 * 1024 * MIB, totalBytes: 64 * 1024 * MIB }));
    expect(failureMessage(error)).toBe(mediaMessages.overLimit('memory'));
  });
});

function unzipped(name: string): Uint8Array {
  const part = partsOf(pptx).find((p) => p.name === name);
  if (!part) throw new Error(`no ${name}`);
  return inflateRawSync(part.data);
}
