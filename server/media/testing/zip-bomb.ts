/**
 * Test packages that lie: a pptx whose notes part declares a few bytes but inflates to as many
 * as asked, and packages with extra parts. Written by hand, since a zip library writes honest
 * headers. A deflate stream of zeros is one compressed megabyte block repeated: a full flush
 * resets the compressor, so every repeat is the same bytes, and any size costs almost nothing to make.
 */
import { deflateRawSync, constants } from 'node:zlib';
import { unzipSync } from 'fflate';

export type ZipPart = { name: string; data: Uint8Array; method: 0 | 8; declaredSize: number };

const MIB = 1024 * 1024;

/** Raw deflate that inflates to `bytes` zeros (rounded up to whole MiB), at about 1/1000 of that. */
export function zeroBomb(bytes: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(MIB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const count = Math.ceil(bytes / MIB);
  const out = Buffer.alloc(block.length * count + 2);
  for (let i = 0; i < count; i++) block.copy(out, i * block.length);
  // A final, empty block with fixed codes ends the stream.
  out[out.length - 2] = 0x03;
  out[out.length - 1] = 0x00;
  return out;
}

export const deflatedPart = (name: string, text: string | Uint8Array): ZipPart => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return { name, data: deflateRawSync(bytes), method: 8, declaredSize: bytes.length };
};

/** A zip of the parts as given: their declared sizes are written as they are; CRCs are left 0. */
export function writeZip(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(part.data));
    centrals.push(central, name);
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A real pptx's parts, each deflated again with its true size declared. */
export function partsOf(pptx: Uint8Array): ZipPart[] {
  return Object.entries(unzipSync(pptx)).map(([name, bytes]) => deflatedPart(name, bytes));
}

/** The pptx with `name` replaced by a stream inflating to `bytes` zeros that declares the size of the part it replaces. */
export function withBomb(pptx: Uint8Array, name: string, bytes: number): Buffer {
  const parts = partsOf(pptx);
  const at = parts.findIndex((part) => part.name === name);
  if (at < 0) throw new Error(`the pptx has no ${name}`);
  parts[at] = { ...parts[at], data: zeroBomb(bytes) };
  return writeZip(parts);
}
