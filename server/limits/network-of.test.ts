import { describe, expect, it } from 'vitest';
import { networkOf } from './network-of';

describe('networkOf', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = networkOf('2001:db8:1:2:aaaa::1');
    expect(network).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2::7', '2001:db8:1:2:1:2:3:4%eth0', '2001:db8:1:2::1.2.3.4']) expect(networkOf(same), same).toBe(network);
    expect(networkOf('2001:db8:1:3::1')).not.toBe(network);
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps an IPv4 address whole, written as IPv4 or as mapped IPv6', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('203.0.113.8')).not.toBe(networkOf('203.0.113.7'));
  });
});
