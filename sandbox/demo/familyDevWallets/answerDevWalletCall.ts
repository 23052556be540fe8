import type { FamilyDevWallets } from './createFamilyDevWallets';
import { DEV_WALLET_FAMILIES, type DevWalletAnswer, type DevWalletFamily } from './devWalletFamilies';
import { fromWire, toWire } from './wireValue';

// One call from the page to a dev wallet in the demo server. A wallet's refusal travels as its message
// (Keplr's 'Request rejected', the polkadot-js extension's 'Cancelled'), which is what the kit reads
// from the real extensions too; the sats-connect wallet answers envelopes, errors included, itself.

/** The answer to `body` (the request's JSON text) for `family`'s wallet; never throws. */
export async function answerDevWalletCall(
  wallets: FamilyDevWallets,
  family: string,
  body: string,
): Promise<DevWalletAnswer> {
  const wallet = DEV_WALLET_FAMILIES.includes(family as DevWalletFamily)
    ? wallets[family as DevWalletFamily]
    : undefined;
  if (!wallet) return { error: { message: `no ${family} dev wallet runs in this sandbox` } };
  let request: { method?: unknown; args?: unknown };
  try {
    request = fromWire(JSON.parse(body)) as typeof request;
  } catch {
    return { error: { message: 'the request is not JSON' } };
  }
  if (typeof request?.method !== 'string' || !Array.isArray(request.args))
    return { error: { message: 'a request is { method, args }' } };
  try {
    return { result: toWire(await wallet(request.method, request.args)) };
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error) } };
  }
}
