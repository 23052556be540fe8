import { isCaip2 } from '../caip';
import { PorticoError } from '../errors/defineError';
import { type CaipNetworkId, type ChainNamespace, isChainNamespace } from '../namespaces';
import { deepFreezeCopy } from './deepFreezeCopy';

/** A chain the kit can connect to (SPEC §3 "Network"); the shape is close to viem's `Chain`. */
export interface Network {
  /** The CAIP-2 reference: a number for eip155 (the EVM chain id), a string elsewhere. */
  readonly id: number | string;
  readonly caipNetworkId: CaipNetworkId;
  readonly chainNamespace: ChainNamespace;
  readonly name: string;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: number };
  readonly rpcUrls: {
    readonly default: { readonly http: readonly string[]; readonly webSocket?: readonly string[] };
  };
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } };
  readonly testnet?: boolean;
  readonly contracts?: Readonly<Record<string, { readonly address: string; readonly blockCreated?: number }>>;
  /** An older CAIP-2 id of the same chain that some wallets still send; resolved by lookups. */
  readonly deprecatedCaipNetworkId?: CaipNetworkId;
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string };
}

/** AppKit's name for a network (`@reown/appkit/networks`' `AppKitNetwork`): Portico's `Network`. */
export type AppKitNetwork = Network;

/** Thrown by `defineNetwork`; `field` is the dotted path of the offending property. */
export class InvalidNetworkError extends PorticoError {
  readonly field: string;

  constructor(networkName: string, field: string, problem: string) {
    super({
      name: 'InvalidNetworkError',
      message: `Invalid network "${networkName}": ${field} ${problem}`,
    });
    this.field = field;
  }
}

type Check = (field: string, ok: boolean, problem: string) => void;

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function hasProtocol(value: unknown, protocols: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function checkUrls(check: Check, field: string, urls: unknown, protocols: string[], required: boolean) {
  check(field, Array.isArray(urls), 'must be an array of URLs');
  const list = urls as unknown[];
  if (required) check(field, list.length > 0, 'must list at least one URL');
  list.forEach((url, i) => {
    check(`${field}[${i}]`, hasProtocol(url, protocols), `must be a ${protocols.join(' or ')} URL`);
  });
}

function checkIdentity(check: Check, def: Network) {
  check('chainNamespace', isChainNamespace(def.chainNamespace), 'must be a supported namespace');
  if (def.chainNamespace === 'eip155') {
    // EVM ids stay numbers so wallet_switchEthereumChain can hex-encode them without parsing.
    const ok = typeof def.id === 'number' && Number.isSafeInteger(def.id) && def.id > 0;
    check('id', ok, 'must be a positive integer for eip155 networks');
  } else {
    check('id', isNonEmptyString(def.id), 'must be a non-empty string for non-eip155 networks');
  }
  const expected = `${def.chainNamespace}:${def.id}`;
  check('caipNetworkId', isCaip2(expected), `would be "${expected}", which is not a CAIP-2 id`);
  check('caipNetworkId', def.caipNetworkId === expected, `must be "${expected}" (chainNamespace:id)`);
  if (def.deprecatedCaipNetworkId !== undefined) {
    const alias = def.deprecatedCaipNetworkId;
    check('deprecatedCaipNetworkId', isCaip2(alias), 'must be a CAIP-2 id');
    check('deprecatedCaipNetworkId', alias.startsWith(`${def.chainNamespace}:`), 'must share the namespace');
    check('deprecatedCaipNetworkId', alias !== def.caipNetworkId, 'must differ from caipNetworkId');
  }
}

function checkDetails(check: Check, def: Network) {
  const currency = def.nativeCurrency;
  check('nativeCurrency', isObject(currency), 'is required');
  check('nativeCurrency.name', isNonEmptyString(currency.name), 'must be a non-empty string');
  check('nativeCurrency.symbol', isNonEmptyString(currency.symbol), 'must be a non-empty string');
  const decimalsOk =
    Number.isInteger(currency.decimals) && currency.decimals >= 0 && currency.decimals <= 255;
  check('nativeCurrency.decimals', decimalsOk, 'must be an integer from 0 to 255');
  check('rpcUrls.default', isObject(def.rpcUrls?.default), 'is required');
  checkUrls(check, 'rpcUrls.default.http', def.rpcUrls.default.http, ['http:', 'https:'], true);
  const ws = def.rpcUrls.default.webSocket;
  if (ws !== undefined) checkUrls(check, 'rpcUrls.default.webSocket', ws, ['ws:', 'wss:'], false);
  const explorer = def.blockExplorers?.default;
  if (def.blockExplorers !== undefined) {
    check('blockExplorers.default.name', isNonEmptyString(explorer?.name), 'must be a non-empty string');
    const urlOk = hasProtocol(explorer?.url, ['http:', 'https:']);
    check('blockExplorers.default.url', urlOk, 'must be an http: or https: URL');
  }
  if (def.testnet !== undefined) check('testnet', typeof def.testnet === 'boolean', 'must be a boolean');
  for (const [key, contract] of Object.entries(def.contracts ?? {})) {
    check(`contracts.${key}.address`, isNonEmptyString(contract?.address), 'must be a non-empty string');
  }
}

// Throwing on the first bad field makes a typo in a custom network fail at start-up rather than as a
// confusing wallet error later. The copy is frozen, the caller's object is left untouched, and the
// return type keeps the definition's literals (`ethereum.id` is `1`) plus every optional field.
/** Validates a network definition and returns a deeply frozen copy; throws `InvalidNetworkError`. */
export function defineNetwork<const N extends Network>(definition: N): N & Network {
  const label = isNonEmptyString(definition?.name) ? definition.name : String(definition?.caipNetworkId);
  const check: Check = (field, ok, problem) => {
    if (!ok) throw new InvalidNetworkError(label, field, problem);
  };
  check('definition', isObject(definition), 'must be an object');
  check('name', isNonEmptyString(definition.name), 'must be a non-empty string');
  checkIdentity(check, definition);
  checkDetails(check, definition);
  return deepFreezeCopy(definition);
}
