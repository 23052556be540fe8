import { stringToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { bitcoinSandboxAccounts } from '../../sandbox/bitcoin/bitcoinSandboxAccounts';
import { createBitcoinDevWallet } from '../../sandbox/bitcoin/devWallet/createBitcoinDevWallet';
import {
  COSMOS_SANDBOX_CHAIN_ID,
  COSMOS_SANDBOX_PREFIX,
  cosmosSandboxAccounts,
} from '../../sandbox/cosmos/cosmosSandboxAccounts';
import { createCosmosDevWallet } from '../../sandbox/cosmos/devWallet/createCosmosDevWallet';
import { createPolkadotDevWallet } from '../../sandbox/polkadot/devWallet/createPolkadotDevWallet';
import { polkadotSandboxAccounts } from '../../sandbox/polkadot/polkadotSandboxAccounts';
import type { SiwxFamilyNamespace } from '../../src/core/siwx/siwxMessage';

// Sign-in signers of the three families, each the sandbox's dev wallet answering through the interface
// the real extension has (sats-connect `signMessage`, polkadot-js `signRaw`, Keplr `signArbitrary`),
// over the dev accounts' real keys. `sign` is what the account's wallet returns as the kit's adapter
// passes it on (base64 BIP-322 / BIP-137, 0x hex sr25519, base64 ADR-036).

export interface FamilySigner {
  namespace: SiwxFamilyNamespace;
  /** CAIP-2 id of the sandbox network. */
  caipNetworkId: string;
  address: string;
  /** Another account of the same wallet (its signature must not pass for `address`). */
  otherAddress: string;
  sign(message: string, address?: string): Promise<string>;
}

const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const POLKADOT_SIMULATOR = 'polkadot:191219afcd16009e4aba0ef96f50ed16';

type BitcoinProtocol = 'BIP322' | 'ECDSA';

/** Bitcoin: the payment (P2WPKH) or ordinals (P2TR) address of dev account 0, signing with `protocol`. */
export function bitcoinSigner(
  purpose: 'payment' | 'ordinals',
  protocol: BitcoinProtocol = 'BIP322',
): FamilySigner {
  const [account, other] = bitcoinSandboxAccounts(2) as [
    ReturnType<typeof bitcoinSandboxAccounts>[number],
    ReturnType<typeof bitcoinSandboxAccounts>[number],
  ];
  // No node is asked for a signature: the URL is never fetched.
  const wallets = [account, other].map((a) =>
    createBitcoinDevWallet({ account: a, rpcUrl: 'http://127.0.0.1:9' }),
  );
  let connected = false;
  return {
    namespace: 'bip122',
    caipNetworkId: BITCOIN_REGTEST,
    address: account[purpose].address,
    otherAddress: other[purpose].address,
    async sign(message, address = account[purpose].address) {
      if (!connected) {
        for (const wallet of wallets)
          await wallet.request('getAccounts', { purposes: ['payment', 'ordinals'] });
        connected = true;
      }
      const wallet = address === account[purpose].address ? wallets[0]! : wallets[1]!;
      const answer = await wallet.request('signMessage', { address, message, protocol });
      if (!('result' in answer)) throw new Error(`the dev wallet refused: ${answer.error.message}`);
      return (answer.result as { signature: string }).signature;
    },
  };
}

/** Polkadot: //Alice (and //Bob) in the simulator's SS58 format, signed by the dev extension's signRaw. */
export async function polkadotSigner(): Promise<FamilySigner> {
  await cryptoWaitReady();
  const [alice, bob] = polkadotSandboxAccounts();
  const wallet = createPolkadotDevWallet({ accounts: [{ pair: alice!.pair }, { pair: bob!.pair }] });
  const injected = await wallet.injected.enable('http://localhost');
  return {
    namespace: 'polkadot',
    caipNetworkId: POLKADOT_SIMULATOR,
    address: alice!.address,
    otherAddress: bob!.address,
    async sign(message, address = alice!.address) {
      const { signature } = await injected.signer.signRaw({
        address,
        data: stringToHex(message),
        type: 'bytes',
      });
      return signature;
    },
  };
}

/** Cosmos: dev accounts 0 and 1 on the simulator's chain, signed by the Keplr-shaped dev wallet. */
export async function cosmosSigner(): Promise<FamilySigner> {
  const accounts = await cosmosSandboxAccounts(2);
  const chain = {
    chainId: COSMOS_SANDBOX_CHAIN_ID,
    chainName: 'Cosmos Sandbox',
    rpc: 'http://127.0.0.1:9',
    bech32Config: { bech32PrefixAccAddr: COSMOS_SANDBOX_PREFIX },
  };
  const wallets = accounts.map((account) => createCosmosDevWallet({ accounts: [account], chains: [chain] }));
  for (const wallet of wallets) await wallet.enable(COSMOS_SANDBOX_CHAIN_ID);
  return {
    namespace: 'cosmos',
    caipNetworkId: `cosmos:${COSMOS_SANDBOX_CHAIN_ID}`,
    address: accounts[0]!.address,
    otherAddress: accounts[1]!.address,
    async sign(message, address = accounts[0]!.address) {
      const wallet = wallets[address === accounts[0]!.address ? 0 : 1]!;
      const { signature } = await wallet.signArbitrary(COSMOS_SANDBOX_CHAIN_ID, address, message);
      return signature;
    },
  };
}
