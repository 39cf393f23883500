/**
 * The document converter port: a document file (pdf, ppt, pptx, doc, docx) becomes one PNG per
 * page or slide, in order, with each slide's speaker notes. Two adapters: in this process
 * (local-document-converter.ts: LibreOffice and poppler on this machine) and over HTTP
 * (http-document-converter.ts: the converter service, server/converter/, which runs the local
 * adapter on its own machine).
 */
import { mediaMessages } from '@domain/media/media-types';
import { ToolError } from '../tools/run-tool';
import { ConversionError } from './conversion-error';
import type { ConvertedDocument } from './documents';

export type DocumentConversionJob = {
  /** The document on this machine's disk. */
  input: string;
  /** pdf, ppt, pptx, doc or docx (detected from the bytes). */
  mediaType: string;
  /** An empty folder of this job's own: the pages and the thumbnail are written here. */
  workDir: string;
  /** Aborting stops the conversion (and its processes) and rejects. */
  signal: AbortSignal;
  /** 0-100, rising. */
  onProgress(percent: number): void;
};

/** PNG files in the job's workDir: the pages in order, their notes, and a thumbnail of the first. */
export type ConvertedPages = ConvertedDocument;

export type DocumentConverter = {
  convert(job: DocumentConversionJob): Promise<ConvertedPages>;
};

/** The converter service could not be asked (unreachable, refused us, answered nonsense): not the file's fault. */
export class ConverterUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConverterUnavailableError';
  }
}

/** The user's words for why a conversion stopped; the converter service sends the same words. */
export function failureMessage(error: unknown): string {
  if (error instanceof ConversionError) return error.message;
  if (error instanceof ConverterUnavailableError) return mediaMessages.converterUnavailable;
  if (error instanceof ToolError) {
    if (error.reason === 'not-installed') return mediaMessages.notInstalled(error.tool);
    if (error.reason === 'timeout') return mediaMessages.timedOut;
    if (error.reason === 'limit' && error.limit) return mediaMessages.overLimit(error.limit);
    return mediaMessages.damaged;
  }
  return mediaMessages.damaged;
}
