/**
 * What one network address may hold on the realtime endpoint (issue 25): without a bound, 60
 * connections of 1,000 subscriptions each from one machine slowed an owner's update from 6 ms to
 * 1.5 s and pinned 340 MB. The address is the socket's: the embedded server is not behind a
 * proxy (server/http/client-address.ts), so a forwarded header would only be the client's claim.
 * For the same reason a loopback address is this machine itself (its benches, tests and the
 * operator's tools, which open hundreds of connections), and is not counted.
 */

/** A connection refused for its address's count is closed with this code and a reason. */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 4029;

export type AddressLimits = { connectionsPerAddress: number; subscriptionsPerConnection: number; subscriptionsPerAddress: number };

/** A household or an office behind one address still opens a tab per person. */
export const ADDRESS_LIMITS: AddressLimits = { connectionsPerAddress: 20, subscriptionsPerConnection: 200, subscriptionsPerAddress: 1000 };

/**
 * The network a limit counts: an IPv4 address (also when written as IPv4-mapped IPv6), or the /64
 * of an IPv6 address, which one subscriber usually holds whole and could otherwise rotate through;
 * null for this machine.
 */
export function networkOf(address: string): string | null {
  const ipv4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (ipv4) return ipv4.startsWith('127.') ? null : ipv4;
  if (address === '::1') return null;
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Counts per network, each up to its bound. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more for the network unless it is at its bound; answers whether it did. */
  take(network: string | null): boolean {
    if (network === null) return true;
    const count = this.counts.get(network) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(network, count + 1);
    return true;
  }

  release(network: string | null): void {
    if (network === null) return;
    const count = (this.counts.get(network) ?? 0) - 1;
    if (count > 0) this.counts.set(network, count);
    else this.counts.delete(network);
  }
}
