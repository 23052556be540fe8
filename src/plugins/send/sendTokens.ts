import type { TokenBalance } from '../../api/apiTypes';
import type { Network } from '../../core/networks/network';
import { isAddressForNamespace } from '../../core/validate';
import { NATIVE_TOKEN, type SendToken } from './sendTypes';

const EVM_CONTRACT = /^0x[0-9a-fA-F]{40}$/;

/**
 * True when `address` is the CAIP-10 address of a token contract on `network`: an ERC-20 contract on
 * eip155, an SPL mint (a Solana address) on solana. The native entry of the API has no address.
 */
function isTokenOn(network: Network, address: unknown): address is string {
  if (typeof address !== 'string' || !address.startsWith(`${network.caipNetworkId}:`)) return false;
  const contract = address.slice(network.caipNetworkId.length + 1);
  return network.chainNamespace === 'eip155'
    ? EVM_CONTRACT.test(contract)
    : isAddressForNamespace(network.chainNamespace, contract);
}

/** A token balance of the API as a sendable token, or undefined when it is not one on `network`. */
function toSendToken(balance: unknown, network: Network): SendToken | undefined {
  if (typeof balance !== 'object' || balance === null) return undefined;
  const { address, chainId, symbol, name, quantity, iconUrl, value } = balance as Partial<TokenBalance>;
  if (!isTokenOn(network, address) || chainId !== network.caipNetworkId) return undefined;
  const decimals = Number(quantity?.decimals);
  const numeric = quantity?.numeric;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77 || typeof numeric !== 'string')
    return undefined;
  // An NFT-like entry (0 decimals, SPEC §9 drops them from the list) is no fungible to send.
  if (decimals === 0 || !/^\d+(\.\d+)?$/.test(numeric)) return undefined;
  return {
    address,
    symbol: String(symbol ?? ''),
    name: String(name ?? symbol ?? ''),
    decimals,
    balance: numeric,
    ...(typeof iconUrl === 'string' && iconUrl ? { iconUrl } : {}),
    ...(isPrice(value) ? { valueInUSD: value } : {}),
  };
}

/** A USD value the view can show: a finite, non-negative number (never NaN or a missing price). */
function isPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The Tokens list's entry for the native currency on `network` (no contract address, its symbol). */
function nativeEntry(network: Network, balances: readonly unknown[]): Partial<TokenBalance> | undefined {
  for (const balance of balances) {
    if (typeof balance !== 'object' || balance === null) continue;
    const { address, chainId, symbol } = balance as Partial<TokenBalance>;
    if (chainId !== network.caipNetworkId || isTokenOn(network, address)) continue;
    if (symbol === network.nativeCurrency.symbol) return balance as Partial<TokenBalance>;
  }
  return undefined;
}

/**
 * The tokens the account can send on `network`: its native currency (balance as the runtime read it)
 * first, then the ERC-20s (Solana: SPL tokens) of its Tokens list on that network.
 */
export function sendableTokens(
  network: Network,
  nativeBalance: string | undefined,
  balances: readonly unknown[],
): SendToken[] {
  const native: SendToken = {
    address: NATIVE_TOKEN,
    symbol: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    decimals: network.nativeCurrency.decimals,
    balance: nativeBalance && /^\d+(\.\d+)?$/.test(nativeBalance) ? nativeBalance : '0',
  };
  // The API's native entry lends its icon (the Tokens tab draws the same) and its USD value.
  const entry = nativeEntry(network, balances);
  if (typeof entry?.iconUrl === 'string' && entry.iconUrl) native.iconUrl = entry.iconUrl;
  if (isPrice(entry?.value)) native.valueInUSD = entry.value;
  // Bitcoin, Polkadot and Cosmos send their native token only (issue 27): their adapters build no token transfer.
  const withTokens = network.chainNamespace === 'eip155' || network.chainNamespace === 'solana';
  const tokens = withTokens ? balances.flatMap((b) => toSendToken(b, network) ?? []) : [];
  return [native, ...tokens];
}

/**
 * SPEC §3 `networkBalanceInUSD`: the USD value the Tokens list gives the native entry on `network`
 * (the entry without a contract address), as a decimal string; undefined when the list has no priced one.
 */
export function nativeValueInUSD(network: Network, balances: readonly unknown[]): string | undefined {
  const value = nativeEntry(network, balances)?.value;
  return isPrice(value) ? String(value) : undefined;
}
