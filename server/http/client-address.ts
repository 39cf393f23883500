/**
 * Who sent a request. Every per-address limit, mute and voter issue keys on this, so behind a
 * reverse proxy (which connects for everyone) the server must read the address the proxy
 * forwards, and only from a proxy it trusts: anyone can write X-Forwarded-For themselves.
 */
import type { IncomingMessage, Server } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** The addresses (or CIDR ranges) of the reverse proxies in front of the server; none by default. */
export type TrustedProxies = readonly string[];

const resolved = new WeakMap<IncomingMessage, string>();

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 seen through an IPv6 socket. */
const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** Why an entry cannot name a proxy, or null when it can. */
export function trustedProxyProblem(entry: string): string | null {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return `"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`;
  if (bits === undefined) return null;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max ? null : `"${entry}" has a prefix length that is not 0 to ${max}`;
}

function blockListOf(proxies: TrustedProxies): BlockList {
  const list = new BlockList();
  for (const entry of proxies) {
    const problem = trustedProxyProblem(entry);
    if (problem) throw new Error(`Trusted proxy ${problem}.`);
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(plainAddress(address), type);
    else list.addSubnet(plainAddress(address), Number(bits), type);
  }
  return list;
}

/**
 * The client's address: starting from the connection, each hop a trusted proxy forwarded is
 * taken from the right of X-Forwarded-For, and the first address that is not a trusted proxy's
 * is the client's. Entries left of it were written by someone the server cannot vouch for.
 */
export function forwardedClientAddress(socketAddress: string, forwardedFor: string | string[] | undefined, trusted: BlockList): string {
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map((hop) => plainAddress(hop.trim()));
  let address = plainAddress(socketAddress);
  while (hops.length > 0) {
    const family = isIP(address);
    if (!family || !trusted.check(address, family === 4 ? 'ipv4' : 'ipv6')) break;
    const next = hops.pop()!;
    if (!isIP(next)) break;
    address = next;
  }
  return address;
}

/** Resolves the client's address of every request and upgrade the server takes, before any handler reads it. */
export function resolveClientAddresses(server: Server, proxies: TrustedProxies): void {
  if (proxies.length === 0) return;
  const trusted = blockListOf(proxies);
  const remember = (req: IncomingMessage) => {
    resolved.set(req, forwardedClientAddress(req.socket.remoteAddress ?? 'unknown', req.headers['x-forwarded-for'], trusted));
  };
  server.prependListener('request', remember);
  server.prependListener('upgrade', remember);
}

/** The address the request came from: the connection's, or the one a trusted proxy forwarded. */
export function clientAddress(req: IncomingMessage): string {
  return resolved.get(req) ?? req.socket.remoteAddress ?? 'unknown';
}
