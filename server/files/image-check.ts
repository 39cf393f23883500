/**
 * A stored image is checked by its bytes as they arrive (the rule of domain/media/image-head.ts). A
 * refusal stops the upload before the file replaces anything.
 */
import { judgeImageHead, type ImageHeadVerdict } from '@domain/media/image-head';
import { mediaMessages } from '@domain/media/media-types';
import type { FileDecision, FileRule } from '../policy/file-rules';

type Refusal = Extract<FileDecision, { ok: false }>;

function refusalOf(verdict: ImageHeadVerdict, rule: FileRule): Refusal | null {
  if (verdict.kind === 'wrong-type') return { ok: false, code: 'storage/invalid-type', message: rule.invalidTypeMessage };
  if (verdict.kind === 'too-many-pixels') return { ok: false, code: 'storage/file-too-large', message: mediaMessages.imageTooLarge(verdict.width, verdict.height) };
  return null;
}

/** Whether a rule stores images only (then every upload under it is checked as one). */
export const storesImages = (rule: FileRule) => rule.contentTypes.every((type) => type.startsWith('image/'));

/** The body passed through unchanged; `refuse` turns a refusal into the error that ends the upload. */
export async function* checkedImage(body: AsyncIterable<Buffer>, rule: FileRule, refuse: (decision: Refusal) => Error): AsyncIterable<Buffer> {
  const seen: Buffer[] = [];
  let verdict: ImageHeadVerdict = { kind: 'more' };
  for await (const chunk of body) {
    if (verdict.kind === 'more') {
      seen.push(chunk);
      verdict = judgeImageHead(Buffer.concat(seen), rule.contentTypes, false);
      const refusal = refusalOf(verdict, rule);
      if (refusal) throw refuse(refusal);
    }
    yield chunk;
  }
  if (verdict.kind === 'more') verdict = judgeImageHead(Buffer.concat(seen), rule.contentTypes, true);
  const refusal = refusalOf(verdict, rule);
  if (refusal) throw refuse(refusal);
}
