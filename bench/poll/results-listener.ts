/**
 * The chart's side of bench:poll: a signed-out WebSocket listening to one poll's results document
 * as the slideshow and the console do. Every `doc` frame is one chart update; each is stamped when
 * it arrives, before it is parsed, with how many documents it carried and its size.
 */
import WebSocket from 'ws';

export type Snapshot = { at: number; total: number; docs: number; bytes: number };

export class ResultsListener {
  readonly snapshots: Snapshot[] = [];
  lastBytes = 0;
  private waiters: (() => void)[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const at = performance.now();
      const text = data.toString();
      const frame = JSON.parse(text);
      if (frame.t === 'suberr') throw new Error(`the results subscription ended: ${frame.error.message}`);
      if (frame.t !== 'doc') return;
      const total = Number(frame.doc?.data?.total ?? 0);
      this.lastBytes = Buffer.byteLength(text);
      this.snapshots.push({ at, total, docs: frame.doc ? 1 : 0, bytes: this.lastBytes });
      const waiting = this.waiters;
      this.waiters = [];
      for (const wake of waiting) wake();
    });
  }

  static open(url: string, path: string): Promise<ResultsListener> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      socket.once('error', reject);
      socket.once('message', (data) => {
        const hello = JSON.parse(data.toString());
        if (hello.t !== 'hello') return reject(new Error(`expected hello, got ${data.toString()}`));
        const listener = new ResultsListener(socket);
        socket.send(JSON.stringify({ op: 'sub', id: 1, target: { doc: path } }));
        const first = () => {
          if (listener.snapshots.length > 0) resolve(listener);
          else listener.waiters.push(first);
        };
        first();
      });
    });
  }

  /** Resolves once a snapshot counts `total` votes, or after `timeoutMs` (the bench then reports lost votes). */
  waitForTotal(total: number, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      const check = () => {
        if ((this.snapshots.at(-1)?.total ?? 0) >= total) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }

  close(): void {
    this.socket.terminate();
  }
}
