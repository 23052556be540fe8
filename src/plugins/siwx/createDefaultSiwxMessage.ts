import { toChecksumAddress } from '../../core/eip55';
import type { SiwxMessage } from '../../core/siwx/siwxMessage';
import type { SiwxMessageInput } from './siwxConfig';

/** How long a default sign-in lasts (SPEC is silent; a working day, renewed by signing again). */
export const SIWX_DEFAULT_TTL_MS = 24 * 3_600_000;

// Seconds precision: `2030-06-01T12:00:00Z`, the form every wallet shows unchanged.
const rfc3339 = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * The default message: EIP-4361 for eip155, SIWS for solana, bound to the page's host and URL (or
 * `origin` when given, e.g. on a server), valid for SIWX_DEFAULT_TTL_MS.
 */
export function createDefaultSiwxMessage(
  input: SiwxMessageInput,
  {
    origin = globalThis.location?.origin ?? 'http://localhost',
    now = Date.now(),
    statement = 'Sign in with your wallet.',
  } = {},
): SiwxMessage {
  const url = new URL(origin);
  const [namespace, reference = ''] = input.caipNetworkId.split(':');
  const common = {
    domain: url.host,
    statement,
    uri: url.origin,
    version: '1' as const,
    nonce: input.nonce,
    issuedAt: rfc3339(now),
    expirationTime: rfc3339(now + SIWX_DEFAULT_TTL_MS),
  };
  if (namespace === 'eip155') {
    return {
      namespace,
      ...common,
      accountAddress: toChecksumAddress(input.address),
      chainId: Number(reference),
    };
  }
  return { namespace: 'solana', ...common, accountAddress: input.address, chainId: reference };
}
