/**
 * A lean client of the embedded server's WebSocket protocol (domain/protocol/messages.ts): the
 * bench reads the frames itself, so a latency is the server's and the wire's, not a client
 * library's. Every frame is stamped when it arrives, before it is parsed.
 */
import WebSocket from 'ws';
import type { QuerySpec } from '@domain/documents/query';
import type { WireChange, WireDoc, WireError } from '@domain/protocol/messages';
import { encodeValue } from '@domain/protocol/wire-values';

export type QueryListener = (changes: WireChange[], receivedAt: number) => void;

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

export class LiveRequestError extends Error {
  constructor(readonly code: string, message: string) {
    super(`${code}: ${message}`);
  }
}

export class LiveSocket {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, QueryListener>();
  private readonly firstSnapshots = new Map<number, (docs: WireDoc[]) => void>();
  private closing = false;

  private constructor(
    private readonly socket: WebSocket,
    /** Called when the server ends a subscription or refuses a frame. */
    private readonly onFailure: (error: WireError) => void,
  ) {
    socket.on('message', (data) => this.receive(performance.now(), data.toString()));
    socket.on('close', (code) => {
      if (!this.closing) onFailure({ code: 'closed', message: `the server closed the connection (${code})` });
    });
  }

  static open(url: string, cookie: string, onFailure: (error: WireError) => void): Promise<LiveSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { cookie }, perMessageDeflate: false });
      const client = new LiveSocket(socket, onFailure);
      socket.once('error', reject);
      socket.once('message', (data) => {
        const hello = JSON.parse(data.toString());
        if (hello.t === 'hello' && hello.uid) resolve(client);
        else reject(new Error(`expected a signed-in hello, got ${data.toString()}`));
      });
    });
  }

  private receive(receivedAt: number, text: string): void {
    const frame = JSON.parse(text);
    if (frame.t === 'res') {
      const waiting = this.pending.get(frame.id);
      this.pending.delete(frame.id);
      if (frame.ok) waiting?.resolve(frame.result);
      else waiting?.reject(new LiveRequestError(frame.error.code, frame.error.message));
    } else if (frame.t === 'query') {
      if (frame.initial) this.firstSnapshots.get(frame.sub)?.(frame.docs);
      else this.listeners.get(frame.sub)?.(frame.changes, receivedAt);
    } else if (frame.t === 'suberr' || frame.t === 'error') {
      this.onFailure(frame.error);
    }
  }

  /** Sends a request and resolves with its result; `beforeSend` runs just before the frame leaves. */
  request(frame: Record<string, unknown>, beforeSend?: () => void): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const text = JSON.stringify({ ...frame, id });
      beforeSend?.();
      this.socket.send(text);
    });
  }

  list(query: QuerySpec): Promise<WireDoc[]> {
    return this.request({ op: 'list', query: encodeValue(query) }) as Promise<WireDoc[]>;
  }

  get(path: string): Promise<WireDoc> {
    return this.request({ op: 'get', path }) as Promise<WireDoc>;
  }

  write(ops: { type: 'set' | 'update'; path: string; data: Record<string, unknown> }[], beforeSend?: () => void): Promise<unknown> {
    return this.request({ op: 'write', ops: ops.map((op) => ({ ...op, data: encodeValue(op.data) })) }, beforeSend);
  }

  /** Subscribes to a query; resolves with its first snapshot, after which `listener` gets every change. */
  async subscribe(query: QuerySpec, listener: QueryListener): Promise<WireDoc[]> {
    // The id `request` is about to take: the first snapshot may follow its answer in the same tick.
    const id = this.nextId;
    this.listeners.set(id, listener);
    const first = new Promise<WireDoc[]>((resolve) => this.firstSnapshots.set(id, resolve));
    await this.request({ op: 'sub', target: { query: encodeValue(query) } });
    const docs = await first;
    this.firstSnapshots.delete(id);
    return docs;
  }

  close(): void {
    this.closing = true;
    this.socket.terminate();
  }
}
