import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BlockList } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientAddress, forwardedClientAddress, type TrustedProxies } from './client-address';
import { createHttpHost } from './http-host';
import { sendJson } from './respond';

const trusting = (...entries: string[]) => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    if (bits) list.addSubnet(address, Number(bits));
    else list.addAddress(address);
  }
  return list;
};

describe('the client address behind proxies', () => {
  it('is the connection when it is not a trusted proxy, whatever the client forwards', () => {
    expect(forwardedClientAddress('203.0.113.9', '198.51.100.1', trusting('127.0.0.1'))).toBe('203.0.113.9');
  });

  it('is the last hop a trusted proxy forwarded, not what the client wrote before it', () => {
    // The client sent "X-Forwarded-For: 198.51.100.1"; the proxy appended the address it saw.
    expect(forwardedClientAddress('127.0.0.1', '198.51.100.1, 203.0.113.9', trusting('127.0.0.1'))).toBe('203.0.113.9');
  });

  it('walks back through a chain of trusted proxies, and an IPv4 address seen over IPv6 is the same address', () => {
    expect(forwardedClientAddress('::ffff:10.0.0.2', ['198.51.100.1, 203.0.113.9', '10.0.0.7'], trusting('10.0.0.0/8'))).toBe('203.0.113.9');
  });

  it('stops at an entry that is not an address, keeping the proxy that forwarded it', () => {
    expect(forwardedClientAddress('127.0.0.1', 'unknown', trusting('127.0.0.1'))).toBe('127.0.0.1');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('is empty by default and takes addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8,::1 ' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses what is not an address or a range, naming it', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow('TRUSTED_PROXIES: "proxy.internal" is not an IP address or a CIDR range');
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow('"10.0.0.0/33" has a prefix length that is not 0 to 32');
  });
});

describe('a server behind a proxy', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  /** A host whose one route and upgrade answer the client address the server's handlers would read. */
  async function host(trustedProxies: TrustedProxies) {
    const http = await createHttpHost({
      routes: [{ method: 'GET', path: '/who', handler: ({ req, res }) => sendJson(res, 200, { address: clientAddress(req) }) }],
      isOwnOrigin: () => false,
      security: { playbackOrigins: [], https: false },
      trustedProxies,
      log: () => undefined,
    });
    http.server.on('upgrade', (req, socket) => socket.end(`HTTP/1.1 400 ${clientAddress(req)}\r\n\r\n`));
    await http.listen({ port: 0, host: '127.0.0.1' });
    close = () => http.close();
    return (http.server.address() as AddressInfo).port;
  }

  const ask = (port: number, headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: '/who', headers });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(JSON.parse(body).address));
      });
      req.on('upgrade', () => reject(new Error('unexpected upgrade')));
      req.on('error', reject);
      req.end();
    });

  const upgradeAddress = (port: number, headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: '/ws', headers: { ...headers, connection: 'Upgrade', upgrade: 'websocket' } });
      req.on('response', (res) => resolve(res.statusMessage ?? ''));
      req.on('error', reject);
      req.end();
    });

  it('reads the forwarded client on requests and WebSocket upgrades when the proxy is trusted', async () => {
    const port = await host(['127.0.0.1']);
    expect(await ask(port, { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await upgradeAddress(port, { 'x-forwarded-for': '203.0.113.10' })).toBe('203.0.113.10');
    expect(await ask(port, {})).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const port = await host([]);
    expect(await ask(port, { 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
    expect(await upgradeAddress(port, { 'x-forwarded-for': '203.0.113.10' })).toBe('127.0.0.1');
  });
});
