/**
 * The `local` provider: the client of the embedded server (HTTP for auth, files and `/api`
 * calls; one WebSocket for documents, live queries and presence).
 */
import type { Backend } from '../port';
import { createAuthService } from './auth';
import { createCall } from './call';
import { Connection, type ConnectionOptions } from './connection';
import { createDocumentStore } from './documents';
import { createHttp } from './http';
import { createLinkService } from './links';
import { createConnectionService, createPresenceService } from './presence';
import { createMediaService } from './media';
import { createStorageService } from './storage';
import { Subscriptions } from './subscriptions';
import { createBrowserTransport, type LocalTransport } from './transport';

export type LocalBackendOptions = ConnectionOptions & {
  /** The server's origin, e.g. `window.location.origin` or `http://127.0.0.1:3000`. */
  baseUrl: string;
  /** Defaults to the browser's fetch, XMLHttpRequest and WebSocket. */
  transport?: LocalTransport;
};

export type { LocalTransport } from './transport';

export function createLocalBackend({ baseUrl, transport = createBrowserTransport(), ...connectionOptions }: LocalBackendOptions): Backend {
  const http = createHttp(transport, baseUrl);
  const wsUrl = new URL('/ws', http.baseUrl + '/');
  wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  const conn = new Connection(transport, wsUrl.toString(), connectionOptions);
  // Before the subscriptions: a new socket must hold the links before anything re-subscribes.
  const links = createLinkService(conn);
  const subs = new Subscriptions(conn);
  const docs = createDocumentStore(conn, subs);
  const auth = createAuthService(http, conn);

  return {
    name: 'local',
    docs,
    auth,
    storage: createStorageService(transport, http),
    media: createMediaService(transport, http),
    presence: createPresenceService(docs),
    connection: createConnectionService(conn),
    links,
    call: createCall(http),
    async dispose() {
      auth.dispose();
      links.dispose();
      subs.dispose();
      conn.close();
    },
  };
}
