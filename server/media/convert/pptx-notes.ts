/**
 * The speaker notes of a pptx, one string per slide in show order (spec 002: each slide keeps
 * its notes), read by pptx-notes-worker.mjs in its own limited process: the package is hostile
 * until read, and inflating it in the server's thread would stop every other request meanwhile.
 */
import { fileURLToPath } from 'node:url';
import { mediaMessages } from '@domain/media/media-types';
import { runNodeWorker, ToolError, type ToolLimits } from '../tools/run-tool';
import { ConversionError } from './conversion-error';

export type NotesLimits = ToolLimits & {
  /** Bytes one part may inflate to, counted as they are produced (far above any slide's XML). */
  partBytes: number;
  /** Bytes all the parts read may inflate to together. */
  totalBytes: number;
};

export const NOTES_LIMITS: NotesLimits = {
  timeoutMs: 60_000,
  // Address space, not memory in use: Node reserves about a gigabyte of it for itself (it uses under 100 MB here).
  memoryBytes: 1.5 * 1024 ** 3,
  cpuSeconds: 30,
  // The worker writes no file.
  fileBytes: 1024 * 1024,
  partBytes: 8 * 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
};

const WORKER = fileURLToPath(new URL('./pptx-notes-worker.mjs', import.meta.url));

type WorkerAnswer = { notes: string[] } | { refused: 'too-large' | 'unreadable'; detail: string };

/** Rejects with a ConversionError the user can read when the package is refused or unreadable. */
export async function readPptxNotes(pptx: string, signal: AbortSignal, limits: NotesLimits = NOTES_LIMITS): Promise<string[]> {
  let answer: WorkerAnswer;
  try {
    const { stdout } = await runNodeWorker(WORKER, [pptx, String(limits.partBytes), String(limits.totalBytes)], { ...limits, signal });
    answer = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as WorkerAnswer;
  } catch (error) {
    if (error instanceof ToolError && error.reason === 'failed') throw new ConversionError(mediaMessages.damaged);
    throw error;
  }
  if ('notes' in answer && Array.isArray(answer.notes)) return answer.notes;
  if ('refused' in answer && answer.refused === 'too-large') throw new ConversionError(mediaMessages.unpacksTooLarge);
  throw new ConversionError(mediaMessages.damaged);
}
