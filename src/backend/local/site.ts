/**
 * The public site's client of the embedded server: the WebSocket for live reads and `/api`
 * calls over HTTP, nothing of sign-in, files or presence, so the site's entry stays light.
 */
import type { SiteBackend } from '../port/site';
import { createUncheckedCall } from './call';
import { Connection } from './connection';
import { createDocumentStore } from './documents';
import { createHttp } from './http';
import { Subscriptions } from './subscriptions';
import { createBrowserTransport, type LocalTransport } from './transport';

export function createLocalSiteBackend({ baseUrl, transport = createBrowserTransport() }: { baseUrl: string; transport?: LocalTransport }): SiteBackend {
  const http = createHttp(transport, baseUrl);
  const wsUrl = new URL('/ws', http.baseUrl + '/');
  wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
  const conn = new Connection(transport, wsUrl.toString());
  const subs = new Subscriptions(conn);
  return {
    name: 'local',
    docs: createDocumentStore(conn, subs),
    call: createUncheckedCall(http),
    async dispose() {
      subs.dispose();
      conn.close();
    },
  };
}
