import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { startHeartbeat } from './heartbeat';

/** A socket whose peer answers pings while `answering` is true, like a live browser tab. */
class FakeSocket extends EventEmitter {
  answering = true;
  terminatedAt: number | null = null;

  ping(): void {
    if (this.answering) this.emit('pong');
  }

  terminate(): void {
    this.terminatedAt ??= Date.now();
    this.emit('close');
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('heartbeat with the default interval', () => {
  it('never cuts off a socket that answers its pings', () => {
    const heartbeat = startHeartbeat();
    const socket = new FakeSocket();
    heartbeat.track(socket as unknown as WebSocket);
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(socket.terminatedAt).toBeNull();
    heartbeat.stop();
  });

  it('cuts off a socket within 5 s of its peer going silent, wherever in the ping cycle that happens', () => {
    for (let offset = 0; offset < 2500; offset += 125) {
      const heartbeat = startHeartbeat();
      const socket = new FakeSocket();
      heartbeat.track(socket as unknown as WebSocket);
      vi.advanceTimersByTime(7000 + offset);
      socket.answering = false;
      vi.advanceTimersByTime(5000);
      expect(socket.terminatedAt, `silent ${offset} ms into the cycle`).not.toBeNull();
      heartbeat.stop();
    }
  });

  it('stops watching a socket once it closed, and everything on stop', () => {
    const heartbeat = startHeartbeat();
    const closed = new FakeSocket();
    const open = new FakeSocket();
    heartbeat.track(closed as unknown as WebSocket);
    heartbeat.track(open as unknown as WebSocket);
    const pinged: string[] = [];
    closed.on('pong', () => pinged.push('closed'));
    closed.emit('close');
    heartbeat.stop();
    open.answering = false;
    vi.advanceTimersByTime(60_000);
    expect(pinged).toEqual([]);
    expect(open.terminatedAt).toBeNull();
  });
});
