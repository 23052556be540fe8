import type { IncomingMessage } from 'node:http';
import { clientAddressOf } from './clientAddressOf';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

const balancers = new Set(['10.0.0.2', '10.0.0.3']);

test('default: without trusted proxies the peer counts and X-Forwarded-For is ignored', () => {
  expect(clientAddressOf(request('203.0.113.7', '198.51.100.1'), new Set())).toBe('203.0.113.7');
});

test('behavior: from a trusted balancer, the address it appended is the client', () => {
  expect(clientAddressOf(request('10.0.0.2', '198.51.100.1'), balancers)).toBe('198.51.100.1');
  expect(clientAddressOf(request('::ffff:10.0.0.2', '198.51.100.1'), balancers)).toBe('198.51.100.1');
  // Two trusted hops (balancer behind balancer): their own entries are skipped.
  expect(clientAddressOf(request('10.0.0.2', '198.51.100.1, 10.0.0.3'), balancers)).toBe('198.51.100.1');
});

test('security: what a client wrote itself (left of the hop our balancer added) never counts', () => {
  expect(clientAddressOf(request('10.0.0.2', '1.1.1.1, 198.51.100.1'), balancers)).toBe('198.51.100.1');
});

test('security: an untrusted peer cannot pick its address with the header', () => {
  expect(clientAddressOf(request('203.0.113.7', '10.0.0.2, 1.1.1.1'), balancers)).toBe('203.0.113.7');
});

test('error: a trusted peer with no header, or a malformed hop, counts as the peer itself', () => {
  expect(clientAddressOf(request('10.0.0.2'), balancers)).toBe('10.0.0.2');
  expect(clientAddressOf(request('10.0.0.2', 'not-an-address'), balancers)).toBe('10.0.0.2');
});
