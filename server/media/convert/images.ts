/**
 * Images (jpeg, png, webp, gif) fitted inside the library's bounds as PNG, with a thumbnail, by
 * sharp in its own limited process (image-worker.mjs), so a hostile image can only take down
 * that process.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_BOUNDS, MAX_IMAGE_PIXELS, THUMBNAIL_BOUNDS, mediaMessages } from '@domain/media/media-types';
import { runNodeWorker, ToolError, type ToolLimits } from '../tools/run-tool';
import { ConversionError } from './conversion-error';

export type ConvertedImage = { image: string; thumbnail: string; width: number; height: number };

export const IMAGE_LIMITS: ToolLimits = { timeoutMs: 60_000, memoryBytes: 2 * 1024 ** 3, cpuSeconds: 60, fileBytes: 256 * 1024 ** 2 };

const WORKER = fileURLToPath(new URL('./image-worker.mjs', import.meta.url));

export async function convertImage(input: string, workDir: string, signal: AbortSignal): Promise<ConvertedImage> {
  const image = join(workDir, 'image.png');
  const thumbnail = join(workDir, 'thumb.png');
  const bounds = [IMAGE_BOUNDS.width, IMAGE_BOUNDS.height, THUMBNAIL_BOUNDS.width, THUMBNAIL_BOUNDS.height, MAX_IMAGE_PIXELS].map(String);
  const args = [input, image, thumbnail, ...bounds];
  let answer: { width: number; height: number; tooLarge?: { width: number; height: number } };
  try {
    const { stdout } = await runNodeWorker(WORKER, args, { ...IMAGE_LIMITS, signal });
    answer = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as typeof answer;
  } catch (error) {
    if (error instanceof ToolError && error.reason === 'failed') throw new ConversionError(mediaMessages.damaged);
    throw error;
  }
  if (answer.tooLarge) throw new ConversionError(mediaMessages.imageTooLarge(answer.tooLarge.width, answer.tooLarge.height));
  return { image, thumbnail, width: answer.width, height: answer.height };
}
