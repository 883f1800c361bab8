/** Issue 24 item 9: per-client limits count an IPv6 viewer by its /64, the block one subscriber line holds. */
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../functions/lib/edge';

describe('clientKey(viewer address)', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const sameBlock = ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:fffe', '2001:0db8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2:a::b'];
    expect(new Set(sameBlock.map(clientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('counts an IPv4 viewer by its address, also when written as IPv4-mapped IPv6', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::FFFF:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('0:0:0:0:0:ffff:c633:6407')).toBe('198.51.100.7');
    expect(clientKey('198.51.100.8')).not.toBe(clientKey('198.51.100.7'));
  });

  it('keeps anything else as it came, lower-cased', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('Not An Address')).toBe('not an address');
  });
});
