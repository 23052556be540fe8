import { toChecksumAddress } from '../../core/eip55';
import type { SiwxMessage, SiwxNamespace } from '../../core/siwx/siwxMessage';
import type { SiwxMessageInput } from './siwxConfig';

/** How long a default sign-in lasts (SPEC is silent; a working day, renewed by signing again). */
export const SIWX_DEFAULT_TTL_MS = 24 * 3_600_000;

// Seconds precision: `2030-06-01T12:00:00Z`, the form every wallet shows unchanged.
const rfc3339 = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** How a namespace writes the account and the chain in its message (from the CAIP-10 address and the CAIP-2 reference). */
interface NamespaceFields {
  accountAddress(address: string): string;
  chainId(reference: string): string | number;
}

const asGiven = (value: string) => value;

// EIP-4361 wants the EIP-55 address and a numeric chain id; SIWS and CAIP-122 (bip122 bech32 `bc1…`,
// polkadot SS58 in the chain's format, cosmos bech32 `cosmos1…`) take the address as the wallet gave
// it, which is already the family's own writing, and the CAIP-2 reference as the chain id.
const NAMESPACE_FIELDS: Readonly<Record<SiwxNamespace, NamespaceFields>> = {
  eip155: { accountAddress: toChecksumAddress, chainId: Number },
  solana: { accountAddress: asGiven, chainId: asGiven },
  bip122: { accountAddress: asGiven, chainId: asGiven },
  polkadot: { accountAddress: asGiven, chainId: asGiven },
  cosmos: { accountAddress: asGiven, chainId: asGiven },
};

/**
 * The default message: EIP-4361 for eip155, SIWS for solana, CAIP-122 for bip122, polkadot and cosmos,
 * bound to the page's host and URL (or `origin` when given, e.g. on a server), valid for
 * SIWX_DEFAULT_TTL_MS. A namespace without a sign-in text is refused by `buildSiwxMessage`
 * (`SiwxMessageError`, reason `unsupportedNamespace`).
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
  const [namespace = '', reference = ''] = input.caipNetworkId.split(':');
  const fields = Object.hasOwn(NAMESPACE_FIELDS, namespace)
    ? NAMESPACE_FIELDS[namespace as SiwxNamespace]
    : { accountAddress: asGiven, chainId: asGiven };
  return {
    namespace,
    domain: url.host,
    accountAddress: fields.accountAddress(input.address),
    statement,
    uri: url.origin,
    version: '1',
    chainId: fields.chainId(reference),
    nonce: input.nonce,
    issuedAt: rfc3339(now),
    expirationTime: rfc3339(now + SIWX_DEFAULT_TTL_MS),
  } as SiwxMessage;
}
