/**
 * The floor for bench:live: a bare `ws` server that relays every message it gets from the
 * writer to all other connected clients, with no database, policy or query work.
 */
import { WebSocketServer, type WebSocket } from 'ws';

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
const clients = new Set<WebSocket>();
wss.on('connection', (socket, req) => {
  const isWriter = req.url === '/writer';
  if (!isWriter) clients.add(socket);
  socket.on('close', () => clients.delete(socket));
  socket.on('message', (data, isBinary) => {
    if (!isWriter) return;
    const text = isBinary ? data : data.toString();
    for (const c of clients) c.send(text);
  });
});
wss.on('listening', () => {
  const address = wss.address();
  if (address && typeof address === 'object') console.log(`PORT ${address.port}`);
});
