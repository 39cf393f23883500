/**
 * A stored image is checked by its bytes as they arrive, never by the type the browser names: its
 * header must be a format the path's rule takes, and the pixel size it declares at most what the
 * media library decodes. A refusal stops the upload before the file replaces anything.
 */
import { imageSize } from '@domain/media/image-size';
import { detectMediaType, MAX_IMAGE_PIXELS, mediaMessages } from '@domain/media/media-types';
import type { FileDecision, FileRule } from '../policy/file-rules';

type Refusal = Extract<FileDecision, { ok: false }>;

/** Enough bytes to tell a format by its signature. */
const SIGNATURE_BYTES = 64;

/** The verdict on the bytes so far: a refusal, 'fits', or 'more' when the header is not all there yet. */
function judgeHead(head: Buffer, rule: FileRule, complete: boolean): Refusal | 'fits' | 'more' {
  const wrongType: Refusal = { ok: false, code: 'storage/invalid-type', message: rule.invalidTypeMessage };
  const format = detectMediaType(head, '');
  if (!format) return complete || head.length >= SIGNATURE_BYTES ? wrongType : 'more';
  if (!rule.contentTypes.includes(format.contentType)) return wrongType;
  const size = imageSize(head);
  if (!size) return complete ? wrongType : 'more';
  if (size.width === 0 || size.height === 0) return wrongType;
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    return { ok: false, code: 'storage/file-too-large', message: mediaMessages.imageTooLarge(size.width, size.height) };
  }
  return 'fits';
}

/** Whether a rule stores images only (then every upload under it is checked as one). */
export const storesImages = (rule: FileRule) => rule.contentTypes.every((type) => type.startsWith('image/'));

/** The body passed through unchanged; `refuse` turns a refusal into the error that ends the upload. */
export async function* checkedImage(body: AsyncIterable<Buffer>, rule: FileRule, refuse: (decision: Refusal) => Error): AsyncIterable<Buffer> {
  const seen: Buffer[] = [];
  let verdict: ReturnType<typeof judgeHead> = 'more';
  for await (const chunk of body) {
    if (verdict === 'more') {
      seen.push(chunk);
      verdict = judgeHead(Buffer.concat(seen), rule, false);
      if (typeof verdict === 'object') throw refuse(verdict);
    }
    yield chunk;
  }
  if (verdict === 'more') verdict = judgeHead(Buffer.concat(seen), rule, true);
  if (typeof verdict === 'object') throw refuse(verdict);
}
