import type { Eip1193Provider } from '../ChainAdapter';

// The wallet side of the Bitcoin adapter (docs/bitcoin.md). Bitcoin wallets inject a sats-connect
// provider (Xverse: `window.XverseProviders.BitcoinProvider`, others listed in `window.btc_providers`):
// `request(method, params)` resolving with a JSON-RPC envelope. Discovery wraps each one into the
// kit's `request({ method, params })` shape (satsConnectProvider.ts), unwrapping the envelope and
// turning its errors into BitcoinWalletRequestError, so it fits `AdapterCallContext.provider`.
//
// | method | params | answer |
// |---|---|---|
// | `getInfo` | none | `{ version, methods? }` (asked first, as sats-connect does) |
// | `getAccounts` | `{ purposes: ['payment', 'ordinals'], message? }` (prompts) | `[{ address, publicKey, purpose, addressType }]` |
// | `wallet_getAccount` | none (no prompt) | `{ addresses: [...] }` |
// | `signMessage` | `{ address, message, protocol?: 'BIP322' \| 'ECDSA' }` | `{ signature (base64), address, protocol }` |
// | `sendTransfer` | `{ recipients: [{ address, amount (sats) }], feeRate? (sat/vB, Portico's addition) }` | `{ txid }` |
// | `signPsbt` | `{ psbt (base64), signInputs?: { [address]: number[] }, broadcast? }` | `{ psbt, txid? }` |
// | `wallet_disconnect` | none | anything (optional; errors ignored) |
//
// Events (sats-connect `addListener`): `accountChange`, `networkChange`, `disconnect`.

export type BitcoinWalletProvider = Eip1193Provider;

/** The method names above. */
export const BITCOIN_METHODS = {
  getInfo: 'getInfo',
  getAccounts: 'getAccounts',
  getAccount: 'wallet_getAccount',
  signMessage: 'signMessage',
  sendTransfer: 'sendTransfer',
  signPsbt: 'signPsbt',
  changeNetwork: 'wallet_changeNetwork',
  disconnect: 'wallet_disconnect',
} as const;

/** The two kinds of address a sats-connect wallet hands out. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals';

/** One address of the connected wallet. */
export interface BitcoinWalletAddress {
  address: string;
  publicKey: string;
  purpose: BitcoinAddressPurpose;
  addressType: string;
}

/** sats-connect's message signing protocols. */
export type BitcoinMessageProtocol = 'BIP322' | 'ECDSA';

/** The injected sats-connect provider, as far as the kit uses it. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>;
  addListener?(event: string, listener: (payload: unknown) => void): (() => void) | undefined;
}
