/**
 * What the local provider needs from its platform: JSON over HTTP, an upload with progress and
 * abort, and one WebSocket. The browser transport lives here; Node's is in `node-transport.ts`
 * (it needs a cookie jar and the `ws` class, which the browser bundle must not reach).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type HttpRequest = { method: HttpMethod; url: string; json?: unknown };

/** `body` is the response text ('' when there is none). */
export type HttpResponse = { status: number; body: string };

export type UploadRequest = {
  url: string;
  body: Blob;
  contentType: string;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

export type SocketHandlers = {
  onOpen(): void;
  onMessage(text: string): void;
  /** Called once, whether the socket failed to open, was closed by either side, or errored. */
  onClose(): void;
};

export interface SocketHandle {
  send(text: string): void;
  close(): void;
}

/**
 * `request` and `upload` reject only when no HTTP answer arrived (network failure, or abort:
 * then with an Error named 'AbortError'); any HTTP status resolves.
 */
export interface LocalTransport {
  request(req: HttpRequest): Promise<HttpResponse>;
  upload(req: UploadRequest): Promise<HttpResponse>;
  connect(url: string, handlers: SocketHandlers): SocketHandle;
}

export function abortError(): Error {
  const e = new Error('The operation was aborted.');
  e.name = 'AbortError';
  return e;
}

/** fetch with the session cookie (same origin), XMLHttpRequest for upload progress, WebSocket. */
export function createBrowserTransport(): LocalTransport {
  return {
    async request({ method, url, json }) {
      const res = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: json === undefined ? undefined : { 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: res.status, body: await res.text() };
    },
    upload({ url, body, contentType, onProgress, signal }) {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        const xhr = new XMLHttpRequest();
        const onAbort = () => xhr.abort();
        xhr.open('PUT', url);
        xhr.setRequestHeader('content-type', contentType);
        xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : body.size);
        xhr.onload = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve({ status: xhr.status, body: xhr.responseText });
        };
        xhr.onerror = () => {
          signal?.removeEventListener('abort', onAbort);
          reject(new Error('network error during upload'));
        };
        xhr.onabort = () => {
          signal?.removeEventListener('abort', onAbort);
          reject(abortError());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        xhr.send(body);
      });
    },
    connect(url, handlers) {
      const ws = new WebSocket(url);
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        handlers.onClose();
      };
      ws.onopen = () => handlers.onOpen();
      ws.onmessage = (e) => {
        if (typeof e.data === 'string') handlers.onMessage(e.data);
      };
      ws.onerror = close;
      ws.onclose = close;
      return {
        // A frame sent while the socket closes is lost either way (the connection resends what
        // matters after it reconnects); sending it anyway only makes the browser log an error.
        send: (text) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(text);
        },
        close: () => {
          ws.close();
          close();
        },
      };
    },
  };
}
