/**
 * The embedded server's realtime half: the `/ws` WebSocket endpoint with requests, live
 * listeners and presence. The HTTP server owns the port; this attaches to its upgrades.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import type { AuthContext } from '../auth/context';
import type { DocumentEngine } from '../db/engine';
import { clientAddress } from '../http/client-address';
import { errorFrame } from '../live/frames';
import { LiveHub } from '../live/hub';
import { createPolicy } from '../policy/policy';
import { createPresence } from '../presence/presence';
import { createPresenterPresence } from '../presence/presenter-presence';
import { MAX_FRAME_BYTES } from '@domain/protocol/messages';
import { ADDRESS_LIMITS, AddressCounter, networkOf, TOO_MANY_CONNECTIONS_CLOSE_CODE, type AddressLimits } from './address-limits';
import { Connection } from './connection';
import { startHeartbeat } from './heartbeat';

export const REALTIME_PATH = '/ws';
/** Close code sent when sign-out ends a session's connections. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

export type RealtimeDeps = {
  engine: DocumentEngine;
  authenticate: (req: IncomingMessage) => Promise<AuthContext>;
  /**
   * Whether an upgrade's Origin is this server's own, as for state-changing HTTP requests:
   * browsers send cookies with cross-site WebSocket handshakes, so a page of another site could
   * otherwise act as the signed-in user. Clients that are not browsers send no Origin.
   */
  isOwnOrigin: (origin: string, host: string | undefined) => boolean;
  log?: (msg: string) => void;
  /** How often sockets are pinged; a dead one is noticed within about 2.25 times this. */
  heartbeatMs?: number;
  /** Default ADDRESS_LIMITS. */
  limits?: AddressLimits;
  /** Where a request comes from; default the socket's address. */
  addressOf?: (req: IncomingMessage) => string;
};

export type Realtime = {
  /** Closes every connection of this session now (sign-out), ending its live access. */
  closeSession(sessionId: string): void;
  /** Settles when the presence writes of every connection change so far are done. */
  settled(): Promise<void>;
  /** Closes all connections and waits for their presence to be written. */
  close(): Promise<void>;
};

export function attachRealtime(server: Server, deps: RealtimeDeps): Realtime {
  const { engine, authenticate } = deps;
  const log = deps.log ?? ((msg: string) => console.error(msg));
  const policy = createPolicy(engine);
  const limits = deps.limits ?? ADDRESS_LIMITS;
  const hub = new LiveHub(engine, policy, log, { perConnection: limits.subscriptionsPerConnection, perAddress: limits.subscriptionsPerAddress });
  const connectionsOf = new AddressCounter(limits.connectionsPerAddress);
  const presence = createPresence(engine, log);
  const presenters = createPresenterPresence(engine, log);
  const heartbeat = startHeartbeat(deps.heartbeatMs);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const sessions = new Map<string, Set<Connection>>();

  function finish(conn: Connection): void {
    if (!connections.delete(conn)) return;
    conn.shutdown();
    const auth = conn.session;
    if (!auth) return;
    const ofSession = sessions.get(auth.sessionId);
    ofSession?.delete(conn);
    if (ofSession?.size === 0) sessions.delete(auth.sessionId);
    presence.disconnected(auth.uid);
  }

  function accept(socket: WebSocket, auth: AuthContext, network: string | null): void {
    const conn = new Connection(socket, auth, network, { engine, policy, hub, log, presenters });
    connections.add(conn);
    heartbeat.track(socket);
    socket.on('error', (error) => log(`realtime: connection error: ${error.message}`));
    socket.on('close', () => finish(conn));
    socket.on('message', (data, isBinary) => {
      try {
        conn.receive(data, isBinary);
      } catch (error) {
        log(`realtime: frame handling failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    });
    if (auth) {
      let ofSession = sessions.get(auth.sessionId);
      if (!ofSession) sessions.set(auth.sessionId, (ofSession = new Set()));
      ofSession.add(conn);
      presence.connected(auth.uid);
    }
    conn.send(JSON.stringify({ t: 'hello', uid: auth?.uid ?? null }));
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    if (pathOf(req) !== REALTIME_PATH) {
      socket.destroy();
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !deps.isOwnOrigin(origin, req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const network = networkOf((deps.addressOf ?? clientAddress)(req));
    if (!connectionsOf.take(network)) {
      // A browser sees no status of a refused upgrade: the reason goes in a frame and the close.
      wss.handleUpgrade(req, socket, head, (ws) => {
        const message = `At most ${limits.connectionsPerAddress} live connections from one address.`;
        ws.send(errorFrame({ code: 'resource-exhausted', message }));
        ws.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, message);
      });
      return;
    }
    // The TCP socket closes once, whether the upgrade failed or the WebSocket ended.
    socket.once('close', () => connectionsOf.release(network));
    authenticate(req).then(
      (auth) => {
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws) => accept(ws, auth, network));
      },
      (error) => {
        log(`realtime: authentication failed: ${error instanceof Error ? error.message : String(error)}`);
        socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      },
    );
  }

  server.on('upgrade', onUpgrade);

  return {
    closeSession(sessionId) {
      for (const conn of [...(sessions.get(sessionId) ?? [])]) {
        finish(conn);
        conn.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    },
    settled: async () => {
      await presence.settled();
      await presenters.settled();
    },
    async close() {
      server.off('upgrade', onUpgrade);
      heartbeat.stop();
      for (const conn of [...connections]) {
        finish(conn);
        conn.socket.terminate();
      }
      hub.close();
      await presence.settled();
      await presenters.settled();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}
