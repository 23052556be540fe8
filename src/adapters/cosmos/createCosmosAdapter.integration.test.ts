import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1Wallet, makeSignBytes } from '@cosmjs/proto-signing';
import { SigningStargateClient, StargateClient } from '@cosmjs/stargate';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { createCosmosDevWallet } from '../../../sandbox/cosmos/devWallet/createCosmosDevWallet';
import { type StartCosmosChainReturnType, startCosmosChain } from '../../../sandbox/cosmos/startCosmosChain';
import { cosmosHub, cosmosSandbox } from '../../core/networks/chains/cosmos';
import type { Eip1193Provider } from '../ChainAdapter';
import { buildCosmosTransfer, COSMOS_SEND_FEE, cosmosTxRawBytes } from './buildCosmosTransfer';
import { serializeAminoSignDoc } from './cosmosWalletSigning';
import { type CosmosAdapter, createCosmosAdapterImpl } from './createCosmosAdapter';
import { keplrProvider } from './keplrProvider';

// The Cosmos adapter on its own against the sandbox's CometBFT RPC simulator, with the dev wallet (a
// real key) behind the Keplr connector: what a wallet may do wrong or differently (change the fee,
// answer with another key or account), a transaction that fails in its block, network switching,
// the key-change event. Nothing of the adapter is mocked.

let chain: StartCosmosChainReturnType;
let stargate: StargateClient;
let adapter: CosmosAdapter;

beforeAll(async () => {
  chain = await startCosmosChain({ port: 0 });
  stargate = await StargateClient.connect(chain.rpcUrl);
  adapter = createCosmosAdapterImpl({
    networks: [cosmosSandbox, cosmosHub],
    customRpcUrls: {
      [cosmosSandbox.caipNetworkId]: [chain.rpcUrl],
      [cosmosHub.caipNetworkId]: [chain.rpcUrl],
    },
    projectId: '',
    rpcServiceUrl: '',
  });
});
afterAll(async () => {
  stargate?.disconnect();
  await chain?.stop();
});

const events = new EventTarget();
const uatom = async (address: string) => BigInt((await stargate.getBalance(address, 'uatom')).amount);
const broadcasts = () => chain.requests.filter((r) => r.method === 'broadcast_tx_sync').length;

/** The dev wallet on account `index` (knowing the sandbox chain and Cosmos Hub), connected. */
async function connected(index: number) {
  const wallet = createCosmosDevWallet({
    accounts: chain.accounts,
    chains: [
      {
        chainId: chain.chainId,
        chainName: 'Sandbox',
        rpc: chain.rpcUrl,
        bech32Config: { bech32PrefixAccAddr: 'cosmos' },
      },
      {
        chainId: 'cosmoshub-4',
        chainName: 'Cosmos Hub',
        rpc: chain.rpcUrl,
        bech32Config: { bech32PrefixAccAddr: 'cosmos' },
      },
    ],
    events,
  });
  wallet.selectAccount(index);
  const provider = keplrProvider(wallet, events);
  await adapter.connect({ provider });
  return { wallet, provider, address: chain.accounts[index]!.address };
}

/** A wallet that re-writes the fee of what it is asked to sign (as Keplr's fee picker does), then signs. */
function feeEditing(provider: Eip1193Provider, fee: string): Eip1193Provider {
  return {
    request(args) {
      if (args.method !== 'cosmos_signDirect') return provider.request(args);
      const params = args.params as { signDoc: { authInfoBytes: string } };
      const authInfo = AuthInfo.decode(fromBase64(params.signDoc.authInfoBytes));
      authInfo.fee!.amount = [{ denom: 'uatom', amount: fee }];
      const authInfoBytes = toBase64(AuthInfo.encode(authInfo).finish());
      return provider.request({
        ...args,
        params: { ...params, signDoc: { ...params.signDoc, authInfoBytes } },
      });
    },
  };
}

test('behavior: a wallet that raises the fee: its signed bytes are sent; balances move by amount and its fee', async () => {
  const { provider, address } = await connected(1);
  const to = chain.accounts[2]!.address;
  const before = [await uatom(address), await uatom(to)];
  const hash = await adapter.sendTransaction({
    provider: feeEditing(provider, '7000'),
    network: cosmosSandbox,
    request: { from: address, to, value: 250n },
  });
  expect(await adapter.waitForTransaction({ network: cosmosSandbox, hash })).toEqual({ status: 'success' });
  expect([await uatom(address), await uatom(to)]).toEqual([before[0]! - 250n - 7000n, before[1]! + 250n]);
});

test('error: a fee the chain will not take is refused by the chain: CosmosTransactionRefusedError with its code', async () => {
  const { provider, address } = await connected(1);
  const before = await uatom(address);
  await expect(
    adapter.sendTransaction({
      provider: feeEditing(provider, '1'),
      network: cosmosSandbox,
      request: { from: address, to: chain.accounts[2]!.address, value: 1n },
    }),
  ).rejects.toMatchObject({ name: 'CosmosTransactionRefusedError', data: { code: 13, codespace: 'sdk' } });
  expect(await uatom(address)).toBe(before);
});

test.each([
  ['garbage', { answer: { nope: true } }, 'no signed sign doc for this chain'],
  ['another key', 'other-key' as const, 'the public key is not the signer'],
  ['another account number', 'other-account' as const, 'signed for another account number'],
  ['a broken signature', 'broken' as const, 'the signature does not verify'],
])(
  'error: a signDirect answer with %s is refused and nothing is broadcast',
  async (_label, kind, problem) => {
    const { wallet, provider, address } = await connected(3);
    const sent = broadcasts();
    if (typeof kind === 'object') wallet.behaviour.signDirect = kind;
    const answering: Eip1193Provider = {
      async request(args) {
        const answer = (await provider.request(args)) as {
          signed: { accountNumber: string };
          signature: { signature: string; pub_key: { value: string } };
        };
        if (args.method !== 'cosmos_signDirect' || typeof kind === 'object') return answer;
        if (kind === 'other-account') return { ...answer, signed: { ...answer.signed, accountNumber: '99' } };
        if (kind === 'broken') {
          const bytes = fromBase64(answer.signature.signature);
          bytes[10]! ^= 1;
          return { ...answer, signature: { ...answer.signature, signature: toBase64(bytes) } };
        }
        const other = toBase64(chain.accounts[4]!.publicKey);
        return {
          ...answer,
          signature: { ...answer.signature, pub_key: { ...answer.signature.pub_key, value: other } },
        };
      },
    };
    await expect(
      adapter.sendTransaction({
        provider: answering,
        network: cosmosSandbox,
        request: { from: address, to: chain.accounts[2]!.address, value: 5n },
      }),
    ).rejects.toMatchObject({
      name: 'InvalidCosmosWalletAnswerError',
      data: { method: 'cosmos_signDirect', problem },
    });
    expect(broadcasts()).toBe(sent);
  },
);

test('behavior: a transaction that fails in its block (sent by another client) is reported reverted', async () => {
  const account = chain.accounts[5]!;
  const signer = await DirectSecp256k1Wallet.fromKey(account.privateKey, 'cosmos');
  const client = await SigningStargateClient.connectWithSigner(chain.rpcUrl, signer);
  const fee = { amount: [{ denom: 'uatom', amount: String(COSMOS_SEND_FEE) }], gas: '200000' };
  const signed = await client.sign(
    account.address,
    [
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: account.address,
          toAddress: chain.accounts[6]!.address,
          amount: [{ denom: 'uatom', amount: '5000000000' }],
        },
      },
    ],
    fee,
    '',
  );
  const hash = await client.broadcastTxSync(TxRaw.encode(signed).finish());
  client.disconnect();
  expect(await adapter.waitForTransaction({ network: cosmosSandbox, hash })).toEqual({ status: 'reverted' });
});

test('behavior: switching to another configured chain enables it in the wallet; an unconfigured one is Network not found', async () => {
  const { wallet, provider } = await connected(6);
  expect(await adapter.getChainId({ provider })).toBe('portico-sandbox-1');
  const unknown = { ...cosmosHub, caipNetworkId: 'cosmos:osmosis-1' as const, id: 'osmosis-1' };
  await expect(adapter.switchNetwork({ provider, network: unknown })).rejects.toMatchObject({
    name: 'NetworkNotFoundError',
  });
  await adapter.switchNetwork({ provider, network: cosmosHub });
  expect(wallet.calls.filter((c) => c.method === 'enable').at(-1)?.args).toEqual([['cosmoshub-4']]);
  expect(await adapter.getChainId({ provider })).toBe('cosmoshub-4');
  await adapter.switchNetwork({ provider, network: cosmosSandbox });
});

test('behavior: a key switch in the wallet reaches accountsChanged with the new account; unsubscribe stops it', async () => {
  const { wallet, provider } = await connected(7);
  const seen: string[][] = [];
  const off = adapter.subscribe(provider, {
    accountsChanged: (accounts) => seen.push(accounts),
    chainChanged: () => undefined,
    disconnect: () => undefined,
  });
  wallet.selectAccount(8);
  await (async () => {
    for (let i = 0; i < 100 && seen.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
  })();
  off();
  wallet.selectAccount(9);
  expect(seen).toEqual([[chain.accounts[8]!.address]]);
});

test('error: EVM-only methods say so; an aborted request rejects with Request was aborted; the fee estimate is the fixed fee', async () => {
  const { wallet, provider, address } = await connected(7);
  await expect(adapter.signTypedData({ provider, address, typedData: {} })).rejects.toMatchObject({
    name: 'CosmosMethodUnsupportedError',
  });
  expect(await adapter.getCapabilities({ provider, address })).toEqual({});
  expect(await adapter.estimateGas({ network: cosmosSandbox, request: { from: address, to: address } })).toBe(
    COSMOS_SEND_FEE,
  );
  wallet.behaviour.signArbitrary = { answer: new Promise(() => undefined) };
  const controller = new AbortController();
  const pending = adapter.signMessage({ provider, address, message: 'm', signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toThrow('Request was aborted');
});

const verifies = (signature: string, bytes: Uint8Array, publicKey: Uint8Array) =>
  Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(bytes),
    publicKey,
  );

test('behavior: signDirect of a caller-built doc verifies with cosmjs makeSignBytes and the chain takes the transaction', async () => {
  const { provider, address } = await connected(9);
  const account = chain.accounts[9]!;
  const to = chain.accounts[0]!.address;
  const unsigned = buildCosmosTransfer({
    from: address,
    to,
    amount: 42n,
    denom: 'uatom',
    memo: 'direct',
    publicKey: toBase64(account.publicKey),
    sequence: 0n,
  });
  const signed = await adapter.signDirect({ provider, address, signDoc: { ...unsigned, accountNumber: 9n } });
  const bytes = makeSignBytes({ ...unsigned, chainId: chain.chainId, accountNumber: 9n });
  expect(await verifies(signed.signature.signature, bytes, account.publicKey)).toBe(true);
  const raw = cosmosTxRawBytes(
    signed.bodyBytes,
    signed.authInfoBytes,
    fromBase64(signed.signature.signature),
  );
  const hash = await stargate.broadcastTxSync(raw);
  expect(await adapter.waitForTransaction({ network: cosmosSandbox, hash })).toEqual({ status: 'success' });
});

test('behavior: signAmino signs the sorted, escaped amino JSON (the same bytes as cosmjs); a forged answer is refused', async () => {
  const { wallet, provider, address } = await connected(8);
  const doc = makeSignDoc(
    [
      {
        type: 'cosmos-sdk/MsgSend',
        value: { from_address: address, to_address: address, amount: [{ denom: 'uatom', amount: '1' }] },
      },
    ],
    { amount: [{ denom: 'uatom', amount: '5000' }], gas: '200000' },
    chain.chainId,
    'a <b> & c',
    8,
    3,
  );
  expect(new TextDecoder().decode(serializeAminoSignDoc(doc))).toBe(
    new TextDecoder().decode(serializeSignDoc(doc)),
  );
  const { signed, signature } = await adapter.signAmino({ provider, address, signDoc: doc });
  expect(signed).toEqual(doc);
  expect(await verifies(signature.signature, serializeSignDoc(doc), chain.accounts[8]!.publicKey)).toBe(true);
  wallet.behaviour.signAmino = { answer: { signed: { ...doc, sequence: '4' }, signature } };
  await expect(adapter.signAmino({ provider, address, signDoc: doc })).rejects.toMatchObject({
    name: 'InvalidCosmosWalletAnswerError',
    data: { method: 'cosmos_signAmino', problem: 'signed for another account number or sequence' },
  });
  wallet.behaviour.signAmino = { answer: { signed: { ...doc, memo: 'changed' }, signature } };
  await expect(adapter.signAmino({ provider, address, signDoc: doc })).rejects.toMatchObject({
    data: { problem: 'the signature does not verify' },
  });
});
