import type { IncomingMessage } from 'node:http';

/** The address the request came from, as the socket sees it (the embedded server is not behind a proxy). */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
