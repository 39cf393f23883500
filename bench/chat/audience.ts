/**
 * The audience: distinct senders posting through `POST /api/call/postChatMessage`. Each sender
 * has its own name, its own keep-alive HTTP agent and its own loopback source address
 * (127.0.x.y; Linux routes all of 127.0.0.0/8 to the loopback interface), so the server sees
 * as many different clients as there are senders, and its per-sender rate limit applies to each
 * as it would to separate browsers.
 */
import { Agent, request } from 'node:http';

export type PostAnswer = { status: number; body: string };

export type Sender = { name: string; post(body: string): Promise<PostAnswer> };

const MAX_SENDERS = 250 * 250;

function sourceAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

export function makeSenders(baseUrl: string, count: number): { senders: Sender[]; close(): void } {
  if (count > MAX_SENDERS) throw new Error(`at most ${MAX_SENDERS} senders`);
  const url = new URL('/api/call/postChatMessage', baseUrl);
  const agents: Agent[] = [];
  const senders = Array.from({ length: count }, (_, index): Sender => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const localAddress = sourceAddress(index);
    return {
      name: `Bench sender ${index + 1}`,
      post: (body) =>
        new Promise((resolve) => {
          const req = request(url, { method: 'POST', agent, localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', (error) => resolve({ status: 0, body: error.message }));
          });
          req.on('error', (error) => resolve({ status: 0, body: error.message }));
          req.end(body);
        }),
    };
  });
  return { senders, close: () => agents.forEach((agent) => agent.destroy()) };
}
