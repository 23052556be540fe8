import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-client limit counts under, from the socket's remote address: an IPv4 address as is
 * (also when the socket reports it IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 prefix,
 * because one subscriber usually holds a whole /64 and could otherwise take a fresh address per request.
 * The address comes from clientAddressOf: the socket's peer, or what a trusted balancer forwarded.
 */
export function clientAddressKey(remoteAddress: string | undefined): string {
  const address = remoteAddress ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  // An IPv6 address ending in dotted IPv4 has its last two groups in that form; only the first four matter.
  const missing = 8 - headGroups.length - tailGroups.length - (tail.includes('.') ? 1 : 0);
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
