import { describe, expect, it } from 'vitest';
import { ipNetwork } from './rate-limit';

describe('ipNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(ipNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(ipNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives every address of one IPv6 /64 (one subscriber) the same network, in any spelling', () => {
    const network = ipNetwork('2001:db8:85a3:1::1');
    expect(network).toBe('2001:db8:85a3:1::/64');
    for (const ip of ['2001:0db8:85a3:0001:ffff:ffff:ffff:ffff', '2001:DB8:85A3:1:0:0:0:2', '2001:db8:85a3:1:abcd::']) {
      expect(ipNetwork(ip), ip).toBe(network);
    }
    expect(ipNetwork('2001:db8:85a3:2::1')).not.toBe(network);
    expect(ipNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
