import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The address per-client limits count (clientAddressKey): the socket's peer, unless that peer is one of
 * `trustedProxies` (exact addresses: your balancers). Then `X-Forwarded-For` is read from the right,
 * skipping the trusted proxies' own hops, and the first address left is the client: each proxy appends
 * the peer it saw, so only the hops from the right are vouched for; whatever a client wrote itself sits
 * further left and is never reached. Without trusted proxies the header is ignored (anyone can send it),
 * and behind a balancer every visitor would share the balancer's budget.
 */
export function clientAddressOf(request: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  const peer = request.socket?.remoteAddress ?? '';
  if (trustedProxies.size === 0 || !trustedProxies.has(unmapped(peer))) return peer;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] as string;
    // A malformed hop was not written by a proxy of ours: the last address we can vouch for is the peer.
    if (isIP(hop) === 0) return peer;
    if (!trustedProxies.has(unmapped(hop))) return hop;
  }
  return peer;
}

/** `::ffff:1.2.3.4` as `1.2.3.4`, so a trusted IPv4 proxy matches however the socket reports it. */
function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}
