import type { BitcoinDevWallet } from '../../sandbox/bitcoin/devWallet/createBitcoinDevWallet';
import type { CosmosDevWallet } from '../../sandbox/cosmos/devWallet/createCosmosDevWallet';
import type { PolkadotDevWallet } from '../../sandbox/polkadot/devWallet/createPolkadotDevWallet';
import { satsConnectProvider } from '../../src/adapters/bitcoin/satsConnectProvider';
import { keplrProvider } from '../../src/adapters/cosmos/keplrProvider';
import { injectedPolkadotProvider } from '../../src/adapters/polkadot/injectedPolkadotProvider';
import { fromBase64 } from '../../src/core/base64';
import type { FamilyAnswer } from './startFamilyWalletPeer';

// What a WalletConnect wallet does with a bip122 / polkadot / cosmos request, for the family wallet
// peer: the sandbox dev wallets sign (real keys, their own signing code), reached through the same
// request shapes the kit uses for them as injected wallets, with WalletConnect's parameters and answers
// translated where the two differ (Bitcoin). A refusal keeps its 4001 code, which the peer sends as
// WalletConnect's "User rejected.".

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** WalletConnect's Bitcoin RPC answered by the Bitcoin dev wallet (a sats-connect provider). */
export function bitcoinWalletAnswer(wallet: BitcoinDevWallet): FamilyAnswer {
  const provider = satsConnectProvider(wallet);
  const ask = (method: string, params: unknown) => provider.request({ method, params: params as object });
  return async ({ method, params }) => {
    const p = isObject(params) ? params : {};
    switch (method) {
      case 'getAccountAddresses': {
        const list = (await ask('getAccounts', { purposes: ['payment', 'ordinals'] })) as {
          address: string;
          publicKey: string;
          purpose: string;
        }[];
        return list.map((a) => ({
          address: a.address,
          publicKey: a.publicKey,
          intention: a.purpose === 'ordinals' ? 'ordinal' : 'payment',
        }));
      }
      case 'signMessage': {
        const protocol = typeof p.protocol === 'string' ? p.protocol.toUpperCase() : undefined;
        const answer = (await ask('signMessage', {
          address: p.address ?? p.account,
          message: p.message,
          ...(protocol ? { protocol } : {}),
        })) as { signature: string; address: string };
        return { address: answer.address, signature: hex(fromBase64(answer.signature) ?? new Uint8Array()) };
      }
      case 'sendTransfer':
        return ask('sendTransfer', {
          recipients: [{ address: p.recipientAddress, amount: Number(p.amount) }],
        });
      case 'signPsbt': {
        const signInputs: Record<string, number[]> = {};
        for (const input of Array.isArray(p.signInputs) ? p.signInputs : []) {
          const { address, index } = input as { address: string; index: number };
          signInputs[address] = [...(signInputs[address] ?? []), index];
        }
        return ask('signPsbt', { psbt: p.psbt, signInputs, broadcast: p.broadcast === true });
      }
      default:
        throw new Error(`unknown bip122 method ${method}`);
    }
  };
}

/** WalletConnect's Polkadot RPC answered by the Polkadot dev wallet (its extension interface). */
export function polkadotWalletAnswer(wallet: PolkadotDevWallet): FamilyAnswer {
  const provider = injectedPolkadotProvider(wallet.injected, 'Portico WalletConnect peer');
  // The payloads are the same on both sides (PolkadotWalletProvider.ts follows WalletConnect's).
  return ({ method, params }) => provider.request({ method, params: params as object });
}

/** WalletConnect's Cosmos RPC answered by the Cosmos dev wallet (Keplr's interface). */
export function cosmosWalletAnswer(wallet: CosmosDevWallet): FamilyAnswer {
  const provider = keplrProvider(wallet, new EventTarget() as unknown as Window);
  return ({ method, params, chainId }) => {
    // WalletConnect names the chain in the request; Keplr's calls take it as an argument. Approving the
    // session enabled the chain, so the account request is Keplr's enable-and-read.
    const p = { ...(isObject(params) ? params : {}), chainId: chainId.slice('cosmos:'.length) };
    const keplrMethod = method === 'cosmos_getAccounts' ? 'cosmos_requestAccounts' : method;
    return provider.request({ method: keplrMethod, params: p });
  };
}
