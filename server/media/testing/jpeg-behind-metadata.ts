/**
 * A JPEG whose frame header lies behind `metadataBytes` of APP1 segments (as a photo's EXIF and
 * embedded preview put it), so a reader of only its first 64 KiB does not find its size.
 */
export function makeJpegBehindMetadata(width: number, height: number, metadataBytes: number): Buffer {
  const segments: Buffer[] = [Buffer.from([0xff, 0xd8])];
  for (let left = metadataBytes; left > 0; ) {
    const data = Math.min(left, 0xfffd);
    const segment = Buffer.alloc(4 + data);
    segment.writeUInt16BE(0xffe1, 0);
    segment.writeUInt16BE(data + 2, 2);
    segments.push(segment);
    left -= data;
  }
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([...segments, frame, Buffer.from([0xff, 0xd9])]);
}
