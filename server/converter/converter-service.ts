/**
 * The converter service: documents to page images over HTTP, for deployments whose backend does
 * not run LibreOffice itself (the Firebase functions; an embedded server on a small machine). It
 * runs the same local adapter as the embedded server, behind the same kind of queue, and answers
 * only callers that hold its secret. No browser calls it: any request naming an Origin is refused.
 */
import { mkdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createHttpHost } from '../http/http-host';
import { createLocalDocumentConverter } from '../media/convert/local-document-converter';
import { createJobQueue } from '../media/job-queue';
import { converterRoutes } from './converter-routes';

export type ConverterServiceOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** What callers send as `Authorization: Bearer <secret>`; at least 32 characters. */
  secret: string;
  /** LibreOffice's profiles and each request's folder. */
  dataDir: string;
  /** Conversions at once; the rest wait. */
  concurrency: number;
  log?: (message: string) => void;
};

export type RunningConverterService = { url: string; port: number; close(): Promise<void> };

export const MIN_SECRET_LENGTH = 32;

export async function startConverterService(options: ConverterServiceOptions): Promise<RunningConverterService> {
  if (options.secret.length < MIN_SECRET_LENGTH) throw new Error(`The converter secret must be at least ${MIN_SECRET_LENGTH} characters.`);
  const log = options.log ?? ((message: string) => console.error(message));
  const dataDir = resolve(options.dataDir);
  const workRoot = resolve(dataDir, 'requests');
  // Folders of requests a crash interrupted are nobody's any more.
  await rm(workRoot, { recursive: true, force: true });
  await mkdir(workRoot, { recursive: true, mode: 0o700 });
  const queue = createJobQueue(options.concurrency, (key, error) => log(`converter: job ${key} ended with an unexpected error: ${String(error)}`));
  const converter = createLocalDocumentConverter(resolve(dataDir, 'profiles'));
  const http = await createHttpHost({
    routes: converterRoutes({ converter, queue, secret: options.secret, workRoot, log }),
    isOwnOrigin: () => false,
    security: { playbackOrigins: [], https: false },
    log,
  });
  const host = options.host ?? '127.0.0.1';
  await http.listen({ port: options.port, host });
  const port = (http.server.address() as AddressInfo).port;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () =>
      (closing ??= (async () => {
        await queue.close();
        await http.close();
      })()),
  };
}
