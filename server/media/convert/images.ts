/**
 * Images (jpeg, png, webp, gif) fitted inside the library's bounds as PNG, with a thumbnail, by
 * sharp in its own limited process (image-worker.mjs), so a hostile image can only take down
 * that process.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_BOUNDS, THUMBNAIL_BOUNDS, mediaMessages } from '@domain/media/media-types';
import { runTool, ToolError, type ToolLimits } from '../tools/run-tool';
import { ConversionError } from './conversion-error';

export type ConvertedImage = { image: string; thumbnail: string; width: number; height: number };

export const IMAGE_LIMITS: ToolLimits = { timeoutMs: 60_000, memoryBytes: 2 * 1024 ** 3 };

const WORKER = fileURLToPath(new URL('./image-worker.mjs', import.meta.url));

export async function convertImage(input: string, workDir: string, signal: AbortSignal): Promise<ConvertedImage> {
  const image = join(workDir, 'image.png');
  const thumbnail = join(workDir, 'thumb.png');
  const args = [WORKER, input, image, thumbnail, IMAGE_BOUNDS.width, IMAGE_BOUNDS.height, THUMBNAIL_BOUNDS.width, THUMBNAIL_BOUNDS.height].map(String);
  try {
    const { stdout } = await runTool(process.execPath, args, { ...IMAGE_LIMITS, signal });
    const { width, height } = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { width: number; height: number };
    return { image, thumbnail, width, height };
  } catch (error) {
    if (error instanceof ToolError && error.reason === 'failed') throw new ConversionError(mediaMessages.damaged);
    throw error;
  }
}
