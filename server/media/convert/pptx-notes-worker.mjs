// The speaker notes of one pptx, in its own process (run by pptx-notes.ts under limits on time,
// memory, CPU and bytes written), so a hostile package can only take down this process. Plain
// JavaScript so it starts without a TypeScript loader.
//
// Only the parts the slide list references are read: presentation.xml and its relationships,
// then for each listed slide its XML, its relationships and its notes part. They are found
// through the zip's central directory and inflated in small steps while the bytes actually
// produced are counted: the sizes the zip declares are never trusted, and inflating stops at
// the caps. Prints one JSON line: { notes: string[] } or { refused: 'too-large' | 'unreadable', detail }.
import { open } from 'node:fs/promises';
import { Inflate } from 'fflate';

const [input, partCapArg, totalCapArg] = process.argv.slice(2);
const PART_CAP = Number(partCapArg);
const TOTAL_CAP = Number(totalCapArg);

/** Compressed bytes fed to the inflater at once: one step produces at most about 1000 times this. */
const STEP = 4096;
const READ = 64 * 1024;

class Refusal extends Error {
  constructor(kind, detail) {
    super(detail);
    this.kind = kind;
  }
}
const unreadable = (detail) => new Refusal('unreadable', detail);

const file = await open(input, 'r');
const fileSize = (await file.stat()).size;
let produced = 0;

async function readAt(position, length) {
  if (position < 0 || length < 0 || position + length > fileSize) throw unreadable('a zip record points outside the file');
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw unreadable('the file ends early');
  return buffer;
}

const u64 = (buffer, at) => Number(buffer.readBigUInt64LE(at));

/** Where the central directory is and how long it is, from the end-of-directory record (zip64 too). */
async function centralDirectory() {
  const tailLength = Math.min(fileSize, 22 + 0xffff);
  const tail = await readAt(fileSize - tailLength, tailLength);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw unreadable('no zip directory');
  let size = tail.readUInt32LE(end + 12);
  let offset = tail.readUInt32LE(end + 16);
  if ((size === 0xffffffff || offset === 0xffffffff) && end >= 20 && tail.readUInt32LE(end - 20) === 0x07064b50) {
    const record = await readAt(u64(tail, end - 20 + 8), 56);
    if (record.readUInt32LE(0) !== 0x06064b50) throw unreadable('a broken zip64 directory');
    size = u64(record, 40);
    offset = u64(record, 48);
  }
  return { size, offset };
}

/** Part name -> where its compressed bytes are and how they are stored. */
async function entries() {
  const { size, offset } = await centralDirectory();
  const directory = await readAt(offset, size);
  const found = new Map();
  for (let at = 0; at + 46 <= directory.length && directory.readUInt32LE(at) === 0x02014b50; ) {
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    const entry = {
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      localOffset: directory.readUInt32LE(at + 42),
    };
    const uncompressed = directory.readUInt32LE(at + 24);
    zip64Fields(directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry, uncompressed);
    if (!found.has(name)) found.set(name, entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return found;
}

/** A zip64 extra field holds, in order, the sizes and offset whose 32-bit fields are all ones. */
function zip64Fields(extra, entry, uncompressed) {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw unreadable('a broken zip64 field');
        const value = u64(extra, field);
        field += 8;
        return value;
      };
      if (uncompressed === 0xffffffff) next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      return;
    }
    at += 4 + length;
  }
}

/** Counts bytes a part produced, against its own cap and the package's. */
function count(name, partBytes, more) {
  produced += more;
  if (partBytes + more > PART_CAP || produced > TOTAL_CAP) throw new Refusal('too-large', `${name} unpacks to more than its limit`);
}

async function inflatePart(name, entry) {
  if (entry.flags & 1) throw unreadable(`${name} is encrypted`);
  const local = await readAt(entry.localOffset, 30);
  if (local.readUInt32LE(0) !== 0x04034b50) throw unreadable(`${name} has no local header`);
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (start + entry.compressedSize > fileSize) throw unreadable(`${name} runs past the end of the file`);
  const chunks = [];
  let partBytes = 0;
  const take = (chunk) => {
    count(name, partBytes, chunk.length);
    partBytes += chunk.length;
    chunks.push(chunk);
  };
  let done = entry.method === 0;
  const inflater = entry.method === 8 ? new Inflate((chunk, final) => {
    take(chunk);
    done ||= final;
  }) : null;
  if (entry.method !== 0 && !inflater) throw unreadable(`${name} uses an unknown compression`);
  for (let at = 0; at < entry.compressedSize; at += READ) {
    const bytes = await readAt(start + at, Math.min(READ, entry.compressedSize - at));
    if (!inflater) {
      take(bytes);
      continue;
    }
    for (let step = 0; step < bytes.length && !done; step += STEP) {
      const last = at + step + STEP >= entry.compressedSize;
      try {
        inflater.push(bytes.subarray(step, step + STEP), last);
      } catch (error) {
        // Out of memory is the limit's to report (the process ends), not the file's.
        if (error instanceof Refusal || (error instanceof RangeError && /allocation failed/i.test(error.message))) throw error;
        throw unreadable(`${name} does not inflate (${error.message})`);
      }
    }
  }
  if (!done) throw unreadable(`${name} ends early`);
  return new TextDecoder().decode(Buffer.concat(chunks));
}

const decodeXml = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&amp;/g, '&');

function resolvePart(baseDir, target) {
  const parts = (target.startsWith('/') ? target.slice(1) : `${baseDir}/${target}`).split('/');
  const out = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  }
  return out.join('/');
}

/** Relationship id -> target, resolved against the folder of the part that owns the rels. */
function relationships(xml, baseDir) {
  const map = new Map();
  for (const m of (xml ?? '').matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    const attr = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(m[1])?.[1] ?? '';
    map.set(attr('Id'), { type: attr('Type'), target: resolvePart(baseDir, decodeXml(attr('Target'))) });
  }
  return map;
}

/** The text of the notes part's body placeholder: paragraphs on their own lines. */
function notesText(xml) {
  for (const shape of xml.matchAll(/<p:sp>([\s\S]*?)<\/p:sp>/g)) {
    if (!/<p:ph\b[^>]*\btype="body"/.test(shape[1])) continue;
    const paragraphs = [...shape[1].matchAll(/<a:p>([\s\S]*?)<\/a:p>|<a:p\/>/g)].map((p) =>
      [...(p[1] ?? '').matchAll(/<a:t>([^<]*)<\/a:t>|<a:t\/>|<a:br\/>/g)].map((t) => (t[0] === '<a:br/>' ? '\n' : decodeXml(t[1] ?? ''))).join(''),
    );
    return paragraphs.join('\n').trim();
  }
  return '';
}

/** The notes of the listed slides in show order; hidden slides are left out, as the PDF export leaves them out. */
async function readNotes() {
  const parts = await entries();
  const read = new Map();
  const part = async (name) => {
    if (!read.has(name)) read.set(name, parts.has(name) ? await inflatePart(name, parts.get(name)) : undefined);
    return read.get(name);
  };
  const presentation = await part('ppt/presentation.xml');
  if (presentation === undefined) throw unreadable('the package has no ppt/presentation.xml');
  const presRels = relationships(await part('ppt/_rels/presentation.xml.rels'), 'ppt');
  const list = /<p:sldIdLst>([\s\S]*?)<\/p:sldIdLst>/.exec(presentation)?.[1] ?? '';
  const notes = [];
  for (const entry of list.matchAll(/<p:sldId\b[^>]*\br:id="([^"]+)"/g)) {
    const slidePath = presRels.get(entry[1])?.target;
    const slide = slidePath ? await part(slidePath) : undefined;
    if (!slidePath || slide === undefined) continue;
    if (/<p:sld\b[^>]*\bshow="(0|false)"/.test(slide)) continue;
    const name = slidePath.slice(slidePath.lastIndexOf('/') + 1);
    const dir = slidePath.slice(0, slidePath.lastIndexOf('/'));
    const rels = relationships(await part(`${dir}/_rels/${name}.rels`), dir);
    const notesPath = [...rels.values()].find((r) => r.type.endsWith('/notesSlide'))?.target;
    const notesXml = notesPath ? await part(notesPath) : undefined;
    notes.push(notesXml ? notesText(notesXml) : '');
  }
  return notes;
}

try {
  process.stdout.write(JSON.stringify({ notes: await readNotes() }) + '\n');
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  process.stdout.write(JSON.stringify({ refused: error.kind, detail: error.message }) + '\n');
} finally {
  await file.close();
}
