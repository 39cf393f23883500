/**
 * The document converter over HTTP: the document goes to the converter service (server/converter/),
 * which runs the local adapter on its machine and answers the pages as lines
 * (conversion-wire.ts); each page is written into the job's folder as it arrives. The file's own
 * faults come back in the same words the local adapter gives (ConversionError); a service that
 * cannot be reached, refuses the secret or answers out of turn is ConverterUnavailableError.
 */
import { createReadStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MAX_DOCUMENT_PAGES } from '@domain/media/media-types';
import { CONVERT_PATH, conversionLine, LineTooLongError, MAX_PAGE_BYTES, readLines, type ConversionLine } from './conversion-wire';
import { ConverterUnavailableError, type DocumentConverter, type DocumentConversionJob } from './document-converter';
import { ConversionError } from './conversion-error';

export type HttpConverterConfig = {
  /** The service's base address, e.g. https://converter.example.com or http://10.0.0.5:4100/base/. */
  url: string;
  /** The secret the service was started with (CONVERTER_SECRET). */
  secret: string;
};

/** The service repeats its progress every few seconds: this long without a byte, it is gone. */
const IDLE_MS = 60_000;
/** An error answer is a small JSON body. */
const ERROR_BODY_BYTES = 64 * 1024;
/** Statuses that say the file itself was refused, in the user's words. */
const FILE_REFUSALS = new Set([400, 413, 415]);

function post(target: URL, job: DocumentConversionJob, secret: string, size: number): Promise<IncomingMessage> {
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(target, {
      method: 'POST',
      signal: job.signal,
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/octet-stream', 'content-length': String(size) },
    });
    req.setTimeout(IDLE_MS, () => req.destroy(new ConverterUnavailableError(`the converter service at ${target.origin} sent nothing for ${IDLE_MS / 1000} s`)));
    req.once('response', resolve);
    req.once('error', reject);
    // A refusal can come before the whole body is sent; the answer says why, so a broken upload is not the error.
    pipeline(createReadStream(job.input), req).catch(() => undefined);
  });
}

async function refusal(res: IncomingMessage, origin: string): Promise<Error> {
  let text = '';
  for await (const chunk of res as AsyncIterable<Buffer>) {
    if (text.length < ERROR_BODY_BYTES) text += chunk.toString('utf8');
  }
  let message = '';
  try {
    message = String((JSON.parse(text) as { error?: { message?: unknown } }).error?.message ?? '');
  } catch {
    // Not our error body (a proxy's page): the status says enough.
  }
  const status = res.statusCode ?? 0;
  if (FILE_REFUSALS.has(status) && message) return new ConversionError(message);
  return new ConverterUnavailableError(`the converter service at ${origin} answered ${status}${message ? `: ${message}` : ''}`);
}

/** A page that could not be written here: this machine's fault, not the service's. */
class DiskError extends Error {
  constructor(cause: unknown) {
    super(`writing a converted page failed: ${String(cause)}`);
    this.name = 'DiskError';
  }
}

async function save(dir: string, name: string, bytes: Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes).catch((error: unknown) => {
    throw new DiskError(error);
  });
  return path;
}

export function createHttpDocumentConverter({ url, secret }: HttpConverterConfig): DocumentConverter {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  return {
    async convert(job) {
      const target = new URL(`.${CONVERT_PATH}?mediaType=${encodeURIComponent(job.mediaType)}`, base);
      const unavailable = (what: string) => new ConverterUnavailableError(`the converter service at ${base.origin} ${what}`);
      let res: IncomingMessage;
      try {
        res = await post(target, job, secret, (await stat(job.input)).size);
      } catch (error) {
        if (job.signal.aborted || error instanceof ConverterUnavailableError) throw error;
        throw unavailable(`could not be reached: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      }
      if (res.statusCode !== 200) throw await refusal(res, base.origin);

      const pages: string[] = [];
      const notes: string[] = [];
      let thumbnail = '';
      try {
        for await (const text of readLines(res as AsyncIterable<Buffer>)) {
          let line: ConversionLine;
          try {
            line = conversionLine.parse(JSON.parse(text));
          } catch {
            throw unavailable('answered a line that is not part of the conversion protocol');
          }
          if (line.type === 'progress') job.onProgress(line.percent);
          else if (line.type === 'failed') throw new ConversionError(line.message);
          else if (line.type === 'page') {
            if (line.index !== pages.length || pages.length >= MAX_DOCUMENT_PAGES) throw unavailable(`sent page ${line.index + 1} out of turn`);
            const png = Buffer.from(line.png, 'base64');
            if (png.length > MAX_PAGE_BYTES) throw unavailable(`sent a page larger than ${MAX_PAGE_BYTES} bytes`);
            pages.push(await save(job.workDir, `page-${line.index + 1}.png`, png));
            notes.push(line.notes);
          } else if (line.type === 'thumbnail') {
            thumbnail = await save(job.workDir, 'thumbnail.png', Buffer.from(line.png, 'base64'));
          } else {
            if (line.pages !== pages.length || !thumbnail) throw unavailable(`said it sent ${line.pages} pages but sent ${pages.length}${thumbnail ? '' : ' and no thumbnail'}`);
            return { pages, notes, thumbnail };
          }
        }
      } catch (error) {
        if (error instanceof LineTooLongError) throw unavailable(error.message);
        if (error instanceof ConversionError || error instanceof ConverterUnavailableError || error instanceof DiskError || job.signal.aborted) throw error;
        throw unavailable(`broke off its answer: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      } finally {
        res.destroy();
      }
      throw unavailable('ended its answer before the last page');
    },
  };
}
