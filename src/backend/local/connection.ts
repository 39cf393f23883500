/**
 * The one WebSocket to the embedded server: request ids and their answers, reconnection with
 * backoff, and the connection state the offline modal shows. Requests made while the socket is
 * down wait for it (up to a limit), so callers never see a reconnect unless it takes too long.
 */
import type { ClientFrame, ServerFrame } from '@domain/protocol/messages';
import type { Unsubscribe } from '../port/documents';
import { BackendError } from '@domain/errors/backend-error';
import type { ConnectionState } from '../port/presence';
import { wireError } from './http';
import type { LocalTransport, SocketHandle } from './transport';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type RequestFrame = DistributiveOmit<Exclude<ClientFrame, { op: 'sub' } | { op: 'unsub' }>, 'id'>;

export type ConnectionOptions = {
  /** How long a request waits for a connection before it fails with 'unavailable'. */
  offlineRequestTimeoutMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
};

type Pending = {
  frame: ClientFrame;
  /** Reads may be sent again after a lost connection; a write's fate is unknown, so it fails. */
  retryable: boolean;
  resolve(result: unknown): void;
  reject(error: BackendError): void;
  timer?: ReturnType<typeof setTimeout>;
};

export class Connection {
  private socket: SocketHandle | null = null;
  private ready = false;
  private state: ConnectionState = 'connecting';
  private lastId = 0;
  private failedAttempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private readonly inFlight = new Map<number, Pending>();
  private readonly waiting = new Set<Pending>();
  private readonly stateListeners = new Set<(s: ConnectionState) => void>();
  private readonly readyListeners = new Set<(uid: string | null) => void>();
  private readonly frameListeners = new Set<(f: ServerFrame) => void>();
  private readonly timeoutMs: number;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(
    private readonly transport: LocalTransport,
    private readonly url: string,
    options: ConnectionOptions = {},
  ) {
    this.timeoutMs = options.offlineRequestTimeoutMs ?? 10_000;
    this.minBackoffMs = options.minBackoffMs ?? 250;
    this.maxBackoffMs = options.maxBackoffMs ?? 5_000;
    this.open();
  }

  get isReady(): boolean {
    return this.ready;
  }

  allocateId(): number {
    return ++this.lastId;
  }

  request<T>(frame: RequestFrame, { retryable }: { retryable: boolean }): Promise<T> {
    if (this.disposed) return Promise.reject(new BackendError('cancelled', 'The backend was disposed.'));
    return new Promise<T>((resolve, reject) => {
      const pending: Pending = {
        frame: { ...frame, id: this.allocateId() } as ClientFrame,
        retryable,
        resolve: resolve as (r: unknown) => void,
        reject,
      };
      if (this.ready) this.transmit(pending);
      else this.wait(pending);
    });
  }

  /** Sends a frame now if the socket is ready; subscriptions resend theirs after every reconnect. */
  send(frame: ClientFrame): boolean {
    if (!this.ready || !this.socket) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Called after every (re)connection once the server said hello, with the socket's user. */
  onReady(cb: (uid: string | null) => void): Unsubscribe {
    this.readyListeners.add(cb);
    return () => this.readyListeners.delete(cb);
  }

  /** Frames that answer no request of this class: snapshots, subscription answers and errors. */
  onFrame(cb: (frame: ServerFrame) => void): Unsubscribe {
    this.frameListeners.add(cb);
    return () => this.frameListeners.delete(cb);
  }

  onState(cb: (state: ConnectionState) => void): Unsubscribe {
    this.stateListeners.add(cb);
    cb(this.state);
    return () => this.stateListeners.delete(cb);
  }

  /** Opens a new socket at once, e.g. after sign-in, since the cookie authenticates the upgrade. */
  reconnect(): void {
    if (this.disposed) return;
    clearTimeout(this.reconnectTimer);
    const old = this.socket;
    this.dropSocket();
    old?.close();
    this.failedAttempts = 0;
    this.setState('connecting');
    this.open();
  }

  close(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.reconnectTimer);
    const old = this.socket;
    this.socket = null;
    this.ready = false;
    old?.close();
    const error = new BackendError('cancelled', 'The backend was disposed.');
    for (const p of [...this.inFlight.values(), ...this.waiting]) {
      clearTimeout(p.timer);
      p.reject(error);
    }
    this.inFlight.clear();
    this.waiting.clear();
    this.stateListeners.clear();
    this.readyListeners.clear();
    this.frameListeners.clear();
  }

  private open(): void {
    let socket: SocketHandle | null = null;
    try {
      socket = this.transport.connect(this.url, {
        onOpen: () => {},
        onMessage: (text) => {
          if (this.socket === socket) this.receive(text);
        },
        onClose: () => {
          if (this.socket === socket) this.lost();
        },
      });
      this.socket = socket;
    } catch {
      this.socket = null;
      this.lost();
    }
  }

  private receive(text: string): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(text) as ServerFrame;
    } catch {
      return;
    }
    if (frame.t === 'hello') {
      this.ready = true;
      this.failedAttempts = 0;
      this.setState('online');
      for (const p of [...this.waiting]) {
        this.waiting.delete(p);
        clearTimeout(p.timer);
        this.transmit(p);
      }
      for (const cb of [...this.readyListeners]) cb(frame.uid);
      return;
    }
    if (frame.t === 'res') {
      const pending = this.inFlight.get(frame.id);
      if (pending) {
        this.inFlight.delete(frame.id);
        if (frame.ok) pending.resolve(frame.result);
        else pending.reject(wireError(frame.error));
        return;
      }
    }
    for (const cb of [...this.frameListeners]) cb(frame);
  }

  private transmit(p: Pending): void {
    this.inFlight.set(p.frame.id, p);
    this.socket!.send(JSON.stringify(p.frame));
  }

  private wait(p: Pending): void {
    this.waiting.add(p);
    p.timer = setTimeout(() => {
      this.waiting.delete(p);
      p.reject(new BackendError('unavailable', 'The server cannot be reached; the request was not sent.'));
    }, this.timeoutMs);
  }

  /** Forgets the current socket: reads wait for the next one, writes in flight fail. */
  private dropSocket(): boolean {
    const wasReady = this.ready;
    this.socket = null;
    this.ready = false;
    for (const p of this.inFlight.values()) {
      if (p.retryable) this.wait(p);
      else p.reject(new BackendError('unavailable', 'The connection was lost before the server answered; the write may or may not have been applied.'));
    }
    this.inFlight.clear();
    return wasReady;
  }

  private lost(): void {
    if (this.disposed) return;
    const wasReady = this.dropSocket();
    if (wasReady) this.setState('connecting');
    else {
      this.failedAttempts++;
      this.setState('offline');
    }
    const delay = Math.min(this.maxBackoffMs, this.minBackoffMs * 2 ** Math.max(0, this.failedAttempts - 1));
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private setState(state: ConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    for (const cb of [...this.stateListeners]) cb(state);
  }
}
