import { randomBytes } from 'node:crypto';
import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toBase64, toUtf8 } from '@cosmjs/encoding';
import { decodeTxRaw } from '@cosmjs/proto-signing';
import { StargateClient } from '@cosmjs/stargate';
import { connectComet } from '@cosmjs/tendermint-rpc';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady, mnemonicGenerate, signatureVerify } from '@polkadot/util-crypto';
import { hex } from '@scure/base';
import { Address, OutScript, p2wpkh } from '@scure/btc-signer';
import { pubECDSA } from '@scure/btc-signer/utils.js';
import { Verifier } from 'bip322-js';
import { BITCOIN_REGTEST } from '../sandbox/bitcoin/bitcoinRegtest';
import { bitcoinRpc } from '../sandbox/bitcoin/bitcoinRpc';
import { bitcoinSandboxAccounts } from '../sandbox/bitcoin/bitcoinSandboxAccounts';
import { createBitcoinReader, toSats } from '../sandbox/bitcoin/createBitcoinReader';
import { BITCOIN_DEV_WALLET_NAME } from '../sandbox/bitcoin/devWallet/installBitcoinDevWallet';
import {
  COSMOS_SANDBOX_DENOM,
  cosmosAccountOfKey,
  cosmosSandboxAccounts,
} from '../sandbox/cosmos/cosmosSandboxAccounts';
import { POLKADOT_SANDBOX_SS58, polkadotSandboxAccounts } from '../sandbox/polkadot/polkadotSandboxAccounts';
import { bitcoinRegtest } from '../src/core/networks/chains/bitcoin';
import { cosmosSandbox } from '../src/core/networks/chains/cosmos';
import { polkadotLocal } from '../src/core/networks/chains/polkadot';
import { browserTest } from './harness/browserTest';
import { type FamilyFlow, runFamilyFlow } from './harness/familyPage';
import type { SandboxInfo } from './harness/sandboxInfo';

// Issue 27's browser acceptance: for Bitcoin, Polkadot and Cosmos, each family's dev wallet (the demo's,
// injected as its kind of extension injects itself, signing in the sandbox's server with real keys)
// connected from the modal beside an injected EVM wallet, both balances as the chains have them, a
// message signed and verified here with the family's own library (bip322-js, @polkadot/util-crypto,
// ADR-036 with cosmjs), a transfer through the demo's kit moving the chain's balances by the exact
// amount and fee, the active namespace switched from the network list, a reload, and the family
// disconnected without losing EVM. The flow is e2e/harness/familyPage.ts; what differs is below.

/** The family's chain in this sandbox's family config; fails with the reason when it is not running. */
function familyChain(sandbox: SandboxInfo, family: 'bitcoin' | 'polkadot' | 'cosmos') {
  const chain = sandbox.families.demoConfig[family];
  if (!chain) throw new Error(sandbox.families.missing?.[family as 'bitcoin'] ?? `no ${family} chain runs`);
  return chain;
}

browserTest(
  'behavior: Bitcoin dev wallet beside EVM: connect, balances, BIP-322, send, switch, reload, disconnect one',
  async (t) => {
    const { rpcUrl } = familyChain(t.sandbox, 'bitcoin');
    const reader = createBitcoinReader(bitcoinRpc({ url: rpcUrl }));
    const node = bitcoinRpc({ url: rpcUrl });
    const scriptOf = (address: string) =>
      hex.encode(OutScript.encode(Address(BITCOIN_REGTEST).decode(address)));
    const payment = bitcoinSandboxAccounts(1)[0]!.payment.address;
    const recipient = p2wpkh(pubECDSA(randomBytes(32)), BITCOIN_REGTEST).address!;
    type RawTx = { vin: { txid: string; vout: number }[]; vout: { value: number }[] };
    const flow: FamilyFlow = {
      namespace: 'bip122',
      tab: 'Bitcoin',
      walletName: BITCOIN_DEV_WALLET_NAME,
      networkName: bitcoinRegtest.name,
      address: payment,
      symbol: 'BTC',
      decimals: 8,
      balanceOf: (address) => reader.balance(scriptOf(address)),
      verify: async (message, signature) => Verifier.verifySignature(payment, message, signature),
      transfer: {
        to: recipient,
        // Over litecoind's dust threshold (docs/bitcoin.md).
        value: 100_000n,
        // Inputs minus outputs, as the node has them.
        async feeOf(txid) {
          const tx = await node<RawTx>('getrawtransaction', [txid, true]);
          let inputs = 0n;
          for (const input of tx.vin) {
            const previous = await node<RawTx>('getrawtransaction', [input.txid, true]);
            inputs += toSats(previous.vout[input.vout]!.value);
          }
          return inputs - tx.vout.reduce((sum, output) => sum + toSats(output.value), 0n);
        },
      },
      screenshot: 'families/bitcoin-accounts.png',
    };
    await runFamilyFlow(t, flow);
  },
);

browserTest(
  'behavior: Polkadot dev wallet beside EVM: connect, balances, signRaw, send, switch, reload, disconnect one',
  async (t) => {
    const { rpcUrl } = familyChain(t.sandbox, 'polkadot');
    await cryptoWaitReady();
    const alice = polkadotSandboxAccounts()[0]!;
    const stranger = new Keyring({ type: 'sr25519', ss58Format: POLKADOT_SANDBOX_SS58 }).addFromUri(
      mnemonicGenerate(),
    );
    const api = await ApiPromise.create({ provider: new WsProvider(rpcUrl), noInitWarn: true });
    try {
      await runFamilyFlow(t, {
        namespace: 'polkadot',
        tab: 'Polkadot',
        walletName: 'Portico Dev Wallet (Polkadot)',
        networkName: polkadotLocal.name,
        address: alice.address,
        symbol: 'DOT',
        decimals: 10,
        balanceOf: async (address) => (await api.query.system.account(address)).data.free.toBigInt(),
        verify: async (message, signature) => signatureVerify(message, signature, alice.address).isValid,
        // 2 DOT to a fresh account (over the existential deposit); the simulator charges no fee.
        transfer: { to: stranger.address, value: 20_000_000_000n, feeOf: async () => 0n },
        screenshot: 'families/polkadot-accounts.png',
      });
    } finally {
      await api.disconnect();
    }
  },
);

browserTest(
  'behavior: Cosmos dev wallet (Keplr) beside EVM: connect, balances, ADR-036, send, switch, reload, disconnect one',
  async (t) => {
    const { rpcUrl } = familyChain(t.sandbox, 'cosmos');
    const [account] = await cosmosSandboxAccounts(1);
    const stranger = await cosmosAccountOfKey(randomBytes(32));
    const stargate = await StargateClient.connect(rpcUrl);
    try {
      await runFamilyFlow(t, {
        namespace: 'cosmos',
        tab: 'Cosmos',
        walletName: 'Keplr',
        networkName: cosmosSandbox.name,
        address: account!.address,
        symbol: 'ATOM',
        decimals: 6,
        balanceOf: async (address) =>
          BigInt((await stargate.getBalance(address, COSMOS_SANDBOX_DENOM)).amount),
        // ADR-036: the message in a sign/MsgSignData amino doc with an empty chain id, fee and numbers.
        async verify(message, signature) {
          const doc = makeSignDoc(
            [
              {
                type: 'sign/MsgSignData',
                value: { signer: account!.address, data: toBase64(toUtf8(message)) },
              },
            ],
            { gas: '0', amount: [] },
            '',
            '',
            0,
            0,
          );
          return Secp256k1.verifySignature(
            Secp256k1Signature.fromFixedLength(fromBase64(signature)),
            sha256(serializeSignDoc(doc)),
            account!.publicKey,
          );
        },
        transfer: {
          to: stranger.address,
          value: 1_500_000n,
          // The fee the signed transaction carries, read back from the chain by its hash.
          async feeOf(hash) {
            const comet = await connectComet(rpcUrl);
            try {
              const { tx } = await comet.tx({ hash: fromHex(hash) });
              const fee = decodeTxRaw(tx).authInfo.fee?.amount.find((c) => c.denom === COSMOS_SANDBOX_DENOM);
              return BigInt(fee?.amount ?? 0);
            } finally {
              comet.disconnect();
            }
          },
        },
        screenshot: 'families/cosmos-accounts.png',
      });
    } finally {
      stargate.disconnect();
    }
  },
);
