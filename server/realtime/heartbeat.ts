/**
 * Finds connections that died without a close frame (a pulled cable, a sleeping laptop): every
 * socket is pinged every `intervalMs`, and one that has left two pings unanswered is terminated,
 * which runs its normal close handling (presence goes offline). Worst case: about
 * 2 * intervalMs + intervalMs / 4 after the last answered ping.
 */
import type WebSocket from 'ws';

type PingState = { unanswered: number; lastPingAt: number };

export type Heartbeat = { track(socket: WebSocket): void; stop(): void };

export function startHeartbeat(intervalMs = 2000): Heartbeat {
  const sockets = new Map<WebSocket, PingState>();
  const timer = setInterval(() => {
    const now = Date.now();
    for (const [socket, state] of sockets) {
      if (state.unanswered >= 2 && now - state.lastPingAt >= intervalMs / 4) {
        sockets.delete(socket);
        socket.terminate();
      } else if (now - state.lastPingAt >= intervalMs) {
        state.unanswered++;
        state.lastPingAt = now;
        socket.ping();
      }
    }
  }, intervalMs / 4);
  timer.unref();
  return {
    track(socket) {
      const state: PingState = { unanswered: 0, lastPingAt: Date.now() };
      sockets.set(socket, state);
      socket.on('pong', () => (state.unanswered = 0));
      socket.once('close', () => sockets.delete(socket));
    },
    stop() {
      clearInterval(timer);
      sockets.clear();
    },
  };
}
