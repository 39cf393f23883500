/**
 * Links over the realtime connection: the server holds a link's token on the socket. A new
 * socket (after a reconnect or a sign-in) is handed the links again before the subscriptions
 * re-subscribe, because this service's ready listener is registered first and the server answers
 * a connection's frames after the links it was sent before them.
 */
import type { LinkKind, LinkService } from '../port/links';
import type { Connection } from './connection';

export function createLinkService(conn: Connection): LinkService & { dispose(): void } {
  const held = new Map<string, { kind: LinkKind; resourceId: string; token: string }>();
  const stop = conn.onReady(() => {
    for (const link of held.values()) conn.send({ op: 'link', id: conn.allocateId(), ...link });
  });
  return {
    async open(kind, resourceId, token) {
      await conn.request({ op: 'link', kind, resourceId, token }, { retryable: true });
      held.set(`${kind}:${resourceId}`, { kind, resourceId, token });
    },
    async close(kind, resourceId) {
      // Forgotten first, so that a reconnect meanwhile does not hand the link back.
      held.delete(`${kind}:${resourceId}`);
      await conn.request({ op: 'unlink', kind, resourceId }, { retryable: true });
    },
    dispose: stop,
  };
}
