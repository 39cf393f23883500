/**
 * The network an address stands for, as per-address limits and mutes count it: an IPv4 address
 * itself, an IPv6 address by its /64. One subscriber gets a whole /64 and may use any address in
 * it (privacy extensions change it every day), so counting full IPv6 addresses would give one
 * person endless fresh limits. An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that IPv4.
 */
import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const width = (parts: string[]) => parts.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const left = head ? head.split(':') : [];
  if (tail === null) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
}

export function networkOf(address: string): string {
  const bare = address.split('%')[0];
  const mapped = MAPPED_IPV4.exec(bare);
  if (mapped) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const prefix = groups(bare.toLowerCase())
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
