import type { TokenBalance } from '../../api/apiTypes';
import type { Network } from '../../core/networks/network';
import { NATIVE_TOKEN, type SendToken } from './sendTypes';

const CONTRACT = /:0x[0-9a-fA-F]{40}$/;

/** A token balance of the API as a sendable token, or undefined when it is not one on `network`. */
function toSendToken(balance: unknown, network: Network): SendToken | undefined {
  if (typeof balance !== 'object' || balance === null) return undefined;
  const { address, chainId, symbol, name, quantity, iconUrl } = balance as Partial<TokenBalance>;
  if (typeof address !== 'string' || !CONTRACT.test(address) || chainId !== network.caipNetworkId)
    return undefined;
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
  };
}

/**
 * The tokens the account can send on `network`: its native currency (balance as the runtime read it)
 * first, then the ERC-20s of its Tokens list on that network.
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
  const tokens = balances.flatMap((b) => toSendToken(b, network) ?? []);
  return [native, ...tokens];
}

/**
 * SPEC §3 `networkBalanceInUSD`: the USD value the Tokens list gives the native entry on `network`
 * (the entry without a contract address), as a decimal string; undefined when the list has no priced one.
 */
export function nativeValueInUSD(network: Network, balances: readonly unknown[]): string | undefined {
  for (const balance of balances) {
    if (typeof balance !== 'object' || balance === null) continue;
    const { address, chainId, symbol, value } = balance as Partial<TokenBalance>;
    if (chainId !== network.caipNetworkId || (typeof address === 'string' && CONTRACT.test(address)))
      continue;
    if (symbol !== network.nativeCurrency.symbol) continue;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return String(value);
  }
  return undefined;
}
