import { clientAddressKey } from './clientAddressKey';

test('default: an IPv4 address is its own key, also when the socket reports it IPv4-mapped', () => {
  expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
});

test('behavior: IPv6 addresses count by their /64, whatever the notation', () => {
  const key = clientAddressKey('2001:db8:0:12::1');
  expect(key).toBe('2001:db8:0:12::/64');
  expect(clientAddressKey('2001:0DB8:0000:0012:ffff:1:2:3')).toBe(key);
  expect(clientAddressKey('2001:db8:0:12:a::')).toBe(key);
  expect(clientAddressKey('2001:db8:0:13::1')).not.toBe(key);
  expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
});

test('error: no address (a closed socket) is one shared key, never a crash', () => {
  expect(clientAddressKey(undefined)).toBe('');
});
