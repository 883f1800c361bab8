/** Issue 24 item 9: per-client limits count an IPv6 viewer by its /64, the block one subscriber line holds. */
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../functions/lib/edge';

const keysOf = (addresses: string[]) => Object.fromEntries(addresses.map((address) => [address, clientKey(address)]));

describe('clientKey(viewer address)', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const sameBlock = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:ffff:ffff:ffff:fffe',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2:a::b',
    ];
    expect(new Set(sameBlock.map(clientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(keysOf(['2001:db8:1:3::1', '2001:db8::1', '::1', 'fe80::1%eth0', '64:ff9b::192.0.2.1'])).toEqual({
      '2001:db8:1:3::1': '2001:db8:1:3::/64',
      '2001:db8::1': '2001:db8:0:0::/64',
      '::1': '0:0:0:0::/64',
      'fe80::1%eth0': 'fe80:0:0:0::/64',
      '64:ff9b::192.0.2.1': '64:ff9b:0:0::/64',
    });
  });

  it('counts an IPv4 viewer by its address, also when written as IPv4-mapped IPv6', () => {
    const mapped = ['198.51.100.7', '::ffff:198.51.100.7', '::FFFF:198.51.100.7', '0:0:0:0:0:ffff:c633:6407'];
    expect(new Set(mapped.map(clientKey))).toEqual(new Set(['198.51.100.7']));
    expect(clientKey('198.51.100.8')).toBe('198.51.100.8');
  });

  it('keeps anything else as it came, lower-cased', () => {
    expect(keysOf(['unknown', 'Not An Address', '1:2:3'])).toEqual({
      unknown: 'unknown',
      'Not An Address': 'not an address',
      '1:2:3': '1:2:3',
    });
  });
});
