import { isValidChecksumAddress } from '../eip55';
import { isAddressForNamespace } from '../validate';
import { type SiwxField, SiwxMessageError, type SiwxMessageReason } from './siwxErrors';
import { isAuthority, isNonce, isRequestId, isScheme, isUri, parseRfc3339 } from './siwxFieldRules';
import type {
  Caip122MessageFields,
  SiweMessageFields,
  SiwsMessageFields,
  SiwxFamilyNamespace,
} from './siwxMessage';
import { fieldOfLine } from './siwxTextLayout';

type Loose = Record<string, unknown>;

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
// SIWS lists mainnet/testnet/devnet/localnet (optionally `solana:`-prefixed); CAIP-122 examples use a
// genesis-hash reference or `1`. One token without spaces covers all of them.
const SOLANA_CHAIN_ID = /^[A-Za-z0-9:_-]{1,64}$/;
// CAIP-2's reference grammar: bip122 and polkadot use 32 hex digits of the genesis hash, cosmos the chain id.
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const TIME_FIELDS = ['issuedAt', 'expirationTime', 'notBefore'] as const;

function fail(reason: SiwxMessageReason, field: SiwxField): never {
  throw new SiwxMessageError(reason, field);
}

function requireString(fields: Loose, field: SiwxField): string {
  const value = fields[field];
  if (value === undefined || value === null || value === '') fail('missingField', field);
  return value as string;
}

function optionalString(fields: Loose, field: SiwxField, reason: SiwxMessageReason): string | undefined {
  const value = fields[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(reason, field);
  return value;
}

// Rules every namespace shares; `required` lists the fields the namespace cannot do without.
function checkCommon(fields: Loose, required: readonly SiwxField[]): void {
  for (const field of ['domain', 'accountAddress', ...required] as SiwxField[]) requireString(fields, field);
  const scheme = optionalString(fields, 'scheme', 'badScheme');
  if (scheme !== undefined && !isScheme(scheme)) fail('badScheme', 'scheme');
  if (typeof fields.domain !== 'string' || !isAuthority(fields.domain)) fail('badDomain', 'domain');
  if (typeof fields.accountAddress !== 'string') fail('badAddress', 'accountAddress');
  const statement = optionalString(fields, 'statement', 'badStatement');
  // An empty statement would print as an extra blank line that no parser can give back.
  if (statement !== undefined && (statement === '' || statement.includes('\r')))
    fail('badStatement', 'statement');
  const uri = optionalString(fields, 'uri', 'badUri');
  if (uri !== undefined && !isUri(uri)) fail('badUri', 'uri');
  const version = fields.version;
  if (version !== undefined && version !== null && version !== '1') fail('badVersion', 'version');
  const nonce = optionalString(fields, 'nonce', 'badNonce');
  if (nonce !== undefined && !isNonce(nonce)) fail('badNonce', 'nonce');
  for (const field of TIME_FIELDS) {
    const time = optionalString(fields, field, 'badTime');
    if (time !== undefined && parseRfc3339(time) === null) fail('badTime', field);
  }
  const requestId = optionalString(fields, 'requestId', 'badRequestId');
  if (requestId !== undefined && !isRequestId(requestId)) fail('badRequestId', 'requestId');
  const resources = fields.resources;
  if (resources !== undefined && resources !== null) {
    if (!Array.isArray(resources)) fail('badResource', 'resources');
    for (const resource of resources)
      if (typeof resource !== 'string' || !isUri(resource)) fail('badResource', 'resources');
  }
}

function pick<T>(fields: Loose, keys: readonly string[]): T {
  const out: Loose = {};
  for (const key of keys) if (fields[key] !== undefined && fields[key] !== null) out[key] = fields[key];
  if (Array.isArray(out.resources)) out.resources = [...(out.resources as string[])];
  return out as T;
}

const KEYS = [
  'scheme',
  'domain',
  'accountAddress',
  'statement',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
  'expirationTime',
  'notBefore',
  'requestId',
  'resources',
] as const;

// Accepts `unknown` field sets (JSON, a host's config) so a wrong type is a reason, not a crash.
/** Checks an EIP-4361 field set and returns a clean copy; throws `SiwxMessageError` on the first broken rule. */
export function validateSiweFields(fields: unknown): SiweMessageFields {
  const loose = (fields ?? {}) as Loose;
  checkCommon(loose, ['uri', 'version', 'chainId', 'nonce', 'issuedAt']);
  const statement = loose.statement as string | undefined;
  if (statement?.includes('\n')) fail('badStatement', 'statement');
  if (!isValidChecksumAddress(loose.accountAddress as string)) fail('badAddress', 'accountAddress');
  const chainId = loose.chainId;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 0)
    fail('badChainId', 'chainId');
  return pick<SiweMessageFields>(loose, KEYS);
}

/** Checks a Sign-In With Solana field set and returns a clean copy; throws `SiwxMessageError`. */
export function validateSiwsFields(fields: unknown): SiwsMessageFields {
  const loose = (fields ?? {}) as Loose;
  checkCommon(loose, []);
  // Base58 only: the 32-byte public-key length is checked when a signature is verified, because
  // the upstream SIWS round-trip vectors use a one-letter placeholder address.
  if (!BASE58.test(loose.accountAddress as string)) fail('badAddress', 'accountAddress');
  // SIWS statements may span lines, so a line that reads like a tag ("URI: ...") would be parsed back
  // as that field: refused here, so that parse(build(fields)) always gives the fields back.
  const statement = loose.statement as string | undefined;
  if (statement?.split('\n').some((line) => fieldOfLine(line))) fail('badStatement', 'statement');
  const chainId = optionalString(loose, 'chainId', 'badChainId');
  if (chainId !== undefined && !SOLANA_CHAIN_ID.test(chainId)) fail('badChainId', 'chainId');
  return pick<SiwsMessageFields>(loose, KEYS);
}

/**
 * Checks a CAIP-122 field set of bip122, polkadot or cosmos (ERC-4361's required fields; the chain id a
 * CAIP-2 reference; the address in the family's shape, its checksum left to the signature check, which
 * cannot pass for a wrong address) and returns a clean copy; throws `SiwxMessageError`.
 */
export function validateCaip122Fields(namespace: SiwxFamilyNamespace, fields: unknown): Caip122MessageFields {
  const loose = (fields ?? {}) as Loose;
  checkCommon(loose, ['uri', 'version', 'chainId', 'nonce', 'issuedAt']);
  const statement = loose.statement as string | undefined;
  if (statement?.includes('\n')) fail('badStatement', 'statement');
  if (!isAddressForNamespace(namespace, loose.accountAddress)) fail('badAddress', 'accountAddress');
  if (typeof loose.chainId !== 'string' || !CAIP2_REFERENCE.test(loose.chainId))
    fail('badChainId', 'chainId');
  return pick<Caip122MessageFields>(loose, KEYS);
}
