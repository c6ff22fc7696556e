import { clientSource, SourceKeys } from './client-source';

describe('clientSource', () => {
  it('counts an IPv4 address alone, an IPv6 address by its /64 and an IPv4-mapped one as its IPv4 address', () => {
    expect(clientSource('203.0.113.7')).toBe('203.0.113.7');
    expect(clientSource('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientSource('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientSource('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(clientSource('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientSource('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientSource('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientSource('::1')).toBe('0:0:0:0::/64');
    expect(clientSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientSource('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientSource('')).toBe('');
    expect(clientSource('not an address')).toBe('not an address');
  });
});

describe('SourceKeys', () => {
  it('answers one key per source, no address in it, and other keys under another secret or purpose', () => {
    const keys = new SourceKeys('a'.repeat(32), 'orders');
    const k = keys.of('2001:db8:1:2::5');
    expect(k).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys.of('2001:db8:1:2:ffff::9')).toBe(k);
    expect(keys.of('2001:db8:1:3::5')).not.toBe(k);
    expect(keys.of('::ffff:203.0.113.7')).toBe(keys.of('203.0.113.7'));
    expect(new SourceKeys('b'.repeat(32), 'orders').of('2001:db8:1:2::5')).not.toBe(k);
    expect(new SourceKeys('a'.repeat(32), 'uploads').of('2001:db8:1:2::5')).not.toBe(k);
  });
});
