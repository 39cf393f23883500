/**
 * The converter service's one route, `POST /convert?mediaType=` (the wire: media/convert/conversion-wire.ts).
 * Everything is checked before any work: the secret, the declared type, the size (the media
 * library's document limit, declared and streamed), and the bytes against the type. The
 * conversion then waits its turn in the queue and runs the local adapter, the same code the
 * embedded server runs; a caller that hangs up stops it, and its folder is removed either way.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { detectMediaType, formatByMediaType, MAX_BYTES, mediaMessages } from '@domain/media/media-types';
import { HttpError, invalidArgument } from '../http/errors';
import type { Route } from '../http/router';
import { CONVERT_PATH, encodeLine, NDJSON, type ConversionLine } from '../media/convert/conversion-wire';
import { failureMessage, type DocumentConverter } from '../media/convert/document-converter';
import { ConversionError } from '../media/convert/conversion-error';
import type { JobQueue } from '../media/job-queue';
import { ToolError } from '../media/tools/run-tool';
import { readFileHead, tooLarge, wrongType } from '../media/upload-checks';

export type ConverterRouteOptions = {
  converter: DocumentConverter;
  queue: JobQueue;
  secret: string;
  /** Each request gets a folder of its own under here. */
  workRoot: string;
  log: (message: string) => void;
};

/** While a step runs quietly, the last progress is said again this often: the client's sign of life. */
const HEARTBEAT_MS = 10_000;
const DOCUMENT_LIMIT = MAX_BYTES.document;

const digest = (text: string) => createHash('sha256').update(text).digest();

const documentTooLarge = () => tooLarge(mediaMessages.tooLarge('document'));

/** Writes the body to `path`, refusing it past the document limit; answers its size. */
async function receive(req: IncomingMessage, path: string): Promise<number> {
  const file = await open(path, 'w');
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > DOCUMENT_LIMIT) throw documentTooLarge();
      await file.write(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (req.readableAborted || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
      throw new HttpError(400, 'storage/canceled', 'The upload was interrupted; nothing was converted.');
    }
    throw error;
  } finally {
    await file.close();
  }
  return size;
}

export function converterRoutes({ converter, queue, secret, workRoot, log }: ConverterRouteOptions): Route[] {
  const expected = digest(`Bearer ${secret}`);
  const authorised = (header: string | undefined) => header !== undefined && timingSafeEqual(digest(header), expected);

  /** Runs `work` when the queue gets to it; rejects at once when `signal` aborts meanwhile. */
  function whenQueued(signal: AbortSignal, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new ToolError('aborted', 'converter', 'the caller hung up')), { once: true });
      queue.add({
        key: randomUUID(),
        run: async (queueSignal) => {
          if (signal.aborted) return;
          await work(AbortSignal.any([signal, queueSignal])).then(resolve, reject);
        },
      });
    });
  }

  return [
    {
      method: 'POST',
      path: CONVERT_PATH,
      rawBody: true,
      async handler({ req, res, url }) {
        if (!authorised(req.headers.authorization)) {
          throw new HttpError(401, 'unauthenticated', 'The converter service needs its secret: Authorization: Bearer <CONVERTER_SECRET>.', { connection: 'close' });
        }
        const mediaType = url.searchParams.get('mediaType') ?? '';
        const format = formatByMediaType(mediaType);
        if (!format || format.kind !== 'document') throw wrongType(mediaMessages.unsupported);
        const declared = req.headers['content-length'];
        if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > DOCUMENT_LIMIT)) throw documentTooLarge();

        const dir = join(workRoot, randomUUID());
        await mkdir(dir, { recursive: true });
        const hangUp = new AbortController();
        res.raw.once('close', () => {
          if (!res.raw.writableFinished) hangUp.abort();
        });
        try {
          const input = join(dir, `upload.${mediaType}`);
          const size = await receive(req, input);
          if (size === 0) throw invalidArgument(mediaMessages.empty);
          const detected = detectMediaType(await readFileHead(input), input);
          if (!detected || detected.kind !== 'document') throw wrongType(mediaMessages.unsupported);
          if (detected.mediaType !== mediaType) throw wrongType(`The document is not a ${mediaType.toUpperCase()} file (it is a ${detected.mediaType.toUpperCase()} file).`);

          const out = new PassThrough();
          res.code(200).headers({ 'content-type': NDJSON, 'cache-control': 'no-store' }).send(out);
          const send = async (line: ConversionLine) => {
            if (!out.write(encodeLine(line))) await once(out, 'drain', { signal: hangUp.signal });
          };
          let percent = 0;
          // Said at once, so the caller has the answer's head while the conversion waits its turn.
          void send({ type: 'progress', percent }).catch(() => undefined);
          const heartbeat = setInterval(() => void send({ type: 'progress', percent }).catch(() => undefined), HEARTBEAT_MS);
          let last: ConversionLine | null = null;
          try {
            await whenQueued(hangUp.signal, async (signal) => {
              const workDir = join(dir, 'work');
              await mkdir(workDir);
              const onProgress = (p: number) => {
                const rounded = Math.floor(p);
                if (rounded <= percent) return;
                percent = rounded;
                void send({ type: 'progress', percent }).catch(() => undefined);
              };
              const result = await converter.convert({ input, mediaType, workDir, signal, onProgress });
              clearInterval(heartbeat);
              for (const [index, page] of result.pages.entries()) {
                await send({ type: 'page', index, notes: result.notes[index], png: (await readFile(page)).toString('base64') });
              }
              await send({ type: 'thumbnail', png: (await readFile(result.thumbnail)).toString('base64') });
              last = { type: 'done', pages: result.pages.length };
            });
          } catch (error) {
            // The caller hung up, or the service is stopping: the answer just ends, which the client reads as the service's failure, not the file's.
            if (!hangUp.signal.aborted && !(error instanceof ToolError && error.reason === 'aborted')) {
              if (!(error instanceof ConversionError)) log(`converter: a ${mediaType} conversion failed: ${String(error)}`);
              last = { type: 'failed', message: failureMessage(error) };
            }
          } finally {
            clearInterval(heartbeat);
            // Cleaned up before the last line: a caller that has its answer finds nothing left behind.
            await rm(dir, { recursive: true, force: true });
            if (last) await send(last).catch(() => undefined);
            out.end();
          }
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    },
  ];
}
