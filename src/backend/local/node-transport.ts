/**
 * The local provider's transport for Node (tests, benchmarks, scripts). Node has no cookie store,
 * so this keeps one per transport: use one transport per simulated browser. The `ws` class is
 * passed in so that nothing the browser bundle reaches imports it.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { CookieJar } from '@domain/protocol/cookie-jar';
import { abortError, type LocalTransport } from './transport';

/** The part of the `ws` package's WebSocket class this transport uses. */
export type NodeWebSocketClass = new (url: string, options: { headers: Record<string, string> }) => {
  on(event: string, listener: (...args: never[]) => void): unknown;
  send(data: string): void;
  close(): void;
};

export type NodeTransportOptions = {
  WebSocket: NodeWebSocketClass;
  /** Bytes per chunk when streaming an upload; progress is reported after each chunk. */
  uploadChunkBytes?: number;
};

export type NodeTransport = LocalTransport & {
  /** The cookies this client holds, as a `Cookie` header value. */
  cookieHeader(): string;
};

export function createNodeTransport({ WebSocket, uploadChunkBytes = 64 * 1024 }: NodeTransportOptions): NodeTransport {
  const jar = new CookieJar();

  return {
    cookieHeader: () => jar.header(),

    async request({ method, url, json }) {
      const headers: Record<string, string> = {};
      if (json !== undefined) headers['content-type'] = 'application/json';
      if (jar.header()) headers.cookie = jar.header();
      const res = await fetch(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: 'manual' });
      jar.store(res.headers.getSetCookie());
      return { status: res.status, body: await res.text() };
    },

    async upload({ url, body, contentType, onProgress, signal }) {
      if (signal?.aborted) throw abortError();
      const bytes = new Uint8Array(await body.arrayBuffer());
      const target = new URL(url);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      return new Promise((resolve, reject) => {
        const headers: Record<string, string | number> = { 'content-type': contentType, 'content-length': bytes.length };
        if (jar.header()) headers.cookie = jar.header();
        const req = send(target, { method: 'PUT', headers });
        let settled = false;
        let sent = 0;
        // The server may answer (e.g. a refusal) before it has read the whole body; from then
        // on the answer counts, not the broken pipe that may follow.
        let responded = false;
        const fail = (e: Error) => {
          if (settled || responded) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          reject(e);
        };
        const onAbort = () => {
          fail(abortError());
          req.destroy();
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        req.on('error', fail);
        req.on('response', (res) => {
          responded = true;
          const chunks: Buffer[] = [];
          const done = () => {
            if (settled) return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            if (sent < bytes.length) req.destroy();
            const setCookie = res.headers['set-cookie'];
            if (setCookie) jar.store(setCookie);
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          };
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', done);
          res.on('close', done);
          res.on('error', done);
        });
        // One chunk at a time, the next after the previous one is flushed, so progress and abort
        // track what really left the process.
        const writeNext = () => {
          if (settled || responded || req.destroyed) return;
          if (sent >= bytes.length) {
            req.end();
            return;
          }
          const chunk = bytes.subarray(sent, Math.min(bytes.length, sent + uploadChunkBytes));
          req.write(chunk, (err) => {
            if (err || settled || responded) return;
            sent += chunk.length;
            onProgress?.(sent, bytes.length);
            writeNext();
          });
        };
        writeNext();
      });
    },

    connect(url, handlers) {
      const headers: Record<string, string> = {};
      if (jar.header()) headers.cookie = jar.header();
      const ws = new WebSocket(url, { headers });
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        handlers.onClose();
      };
      ws.on('open', () => handlers.onOpen());
      ws.on('message', ((data: Buffer, isBinary: boolean) => {
        if (!isBinary) handlers.onMessage(data.toString('utf8'));
      }) as (...args: never[]) => void);
      ws.on('error', close);
      ws.on('close', close);
      return {
        send: (text) => ws.send(text),
        close: () => {
          ws.close();
          close();
        },
      };
    },
  };
}
