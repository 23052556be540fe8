import type UniversalProvider from '@walletconnect/universal-provider';
import { fromBase64 } from '../../core/base64';
import { bitcoinRegtest, bitcoinTestnet } from '../../core/networks/chains/bitcoin';
import { cosmosSandbox } from '../../core/networks/chains/cosmos';
import { polkadotLocal } from '../../core/networks/chains/polkadot';
import { createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { cosmosAdapter } from '../cosmos/cosmosAdapter';
import { adr036SignBytes } from '../cosmos/cosmosSignatures';
import { serializeAminoSignDoc } from '../cosmos/cosmosWalletSigning';
import { polkadotAdapter } from '../polkadot/polkadotAdapter';
import { walletConnectBitcoinProvider } from './walletConnectBitcoin';
import { walletConnectCosmosProvider } from './walletConnectCosmos';
import { WALLETCONNECT_NAMESPACE_PARTS } from './walletConnectFamilies';
import { namespaceProposalOf } from './walletConnectNamespaceParts';
import { walletConnectPolkadotProvider } from './walletConnectPolkadot';

// The session wrappers of the bip122, polkadot and cosmos namespaces, with a STUB session provider
// standing in for UniversalProvider (a real one, a wallet and the local chains run in
// walletConnect{Families,Bitcoin,Polkadot,Cosmos}.integration.test.ts): what each request becomes on
// the wallet side, what is answered without asking the wallet, and what is refused before it.

const partOf = (namespace: string) => WALLETCONNECT_NAMESPACE_PARTS.find((p) => p.namespace === namespace);
const REGTEST = bitcoinRegtest.caipNetworkId;
const TESTNET = bitcoinTestnet.caipNetworkId;
const PAYMENT = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk';
const TESTNET_PAYMENT = 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqv5hlq';

/** A stub session provider: the session's namespaces, and the wallet's answer per method. */
function stubSession(namespaces: Record<string, { chains: string[]; accounts: string[] }>, answers = {}) {
  const answered: Record<string, unknown> = answers;
  const request = jest.fn(async ({ method }: { method: string; params?: unknown }, _chain?: string) => {
    const answer = answered[method];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const session = {
    namespaces: Object.fromEntries(
      Object.entries(namespaces).map(([key, value]) => [key, { ...value, methods: [], events: [] }]),
    ),
  };
  return { provider: { session, request } as unknown as UniversalProvider, request };
}

const bitcoinSession = (answers = {}) =>
  stubSession(
    {
      bip122: {
        chains: [REGTEST, TESTNET],
        accounts: [`${REGTEST}:${PAYMENT}`, `${TESTNET}:${TESTNET_PAYMENT}`],
      },
    },
    answers,
  );

test('bip122: the accounts are the session account on the chain, answered without asking the wallet', async () => {
  const { provider, request } = bitcoinSession();
  const wallet = walletConnectBitcoinProvider(provider, () => REGTEST);
  const payment = { address: PAYMENT, publicKey: '', purpose: 'payment', addressType: '' };
  expect(await wallet.request({ method: 'getAccounts', params: { purposes: ['payment'] } })).toEqual([
    payment,
  ]);
  expect(await wallet.request({ method: 'wallet_getAccount' })).toEqual({ addresses: [payment] });
  expect(request).not.toHaveBeenCalled();
});

test("bip122: signMessage gets WalletConnect's parameters; the hex signature comes back as base64; anything else is refused", async () => {
  const signature = 'ab'.repeat(65);
  const { provider, request } = bitcoinSession({ signMessage: { address: PAYMENT, signature } });
  const wallet = walletConnectBitcoinProvider(provider, () => REGTEST);
  const answer = (await wallet.request({
    method: 'signMessage',
    params: { address: PAYMENT, message: 'hi', protocol: 'ECDSA' },
  })) as { signature: string; protocol: string };
  expect(Array.from(fromBase64(answer.signature)!)).toEqual(new Array(65).fill(0xab));
  expect(answer.protocol).toBe('ECDSA');
  expect(request).toHaveBeenCalledWith(
    {
      method: 'signMessage',
      params: { account: PAYMENT, address: PAYMENT, message: 'hi', protocol: 'ecdsa' },
    },
    REGTEST,
  );
  const { provider: garbage } = bitcoinSession({ signMessage: { signature: 'q83v' } });
  await expect(
    walletConnectBitcoinProvider(garbage, () => REGTEST).request({
      method: 'signMessage',
      params: { address: PAYMENT, message: 'hi' },
    }),
  ).rejects.toMatchObject({ name: 'InvalidBitcoinWalletAnswerError', data: { method: 'signMessage' } });
});

test('bip122: sendTransfer and signPsbt are translated (one recipient, amount as text; signInputs as a list)', async () => {
  const { provider, request } = bitcoinSession({ sendTransfer: { txid: 'a' }, signPsbt: { psbt: 'p' } });
  const wallet = walletConnectBitcoinProvider(provider, () => REGTEST);
  await wallet.request({
    method: 'sendTransfer',
    params: { recipients: [{ address: 'to', amount: 1500 }], feeRate: 3 },
  });
  await wallet.request({ method: 'signPsbt', params: { psbt: 'p', signInputs: { [PAYMENT]: [0, 2] } } });
  expect(request.mock.calls.map(([args]) => args)).toEqual([
    { method: 'sendTransfer', params: { account: PAYMENT, recipientAddress: 'to', amount: '1500' } },
    {
      method: 'signPsbt',
      params: {
        account: PAYMENT,
        psbt: 'p',
        signInputs: [
          { address: PAYMENT, index: 0 },
          { address: PAYMENT, index: 2 },
        ],
        broadcast: false,
      },
    },
  ]);
  await expect(wallet.request({ method: 'sendTransfer', params: { recipients: [] } })).rejects.toMatchObject({
    name: 'InvalidBitcoinRequestError',
    data: { field: 'recipients' },
  });
  await expect(wallet.request({ method: 'getBalance' })).rejects.toMatchObject({
    name: 'BitcoinWalletMethodMissingError',
  });
  expect(request).toHaveBeenCalledTimes(2);
});

test('bip122: wallet_changeNetwork moves requests to the approved chain of that name until the kit itself moves; an unapproved one is refused', async () => {
  const { provider, request } = bitcoinSession({ sendTransfer: { txid: 'a' } });
  let kitChain: string = REGTEST;
  const wallet = walletConnectBitcoinProvider(provider, () => kitChain);
  expect(await wallet.request({ method: 'wallet_changeNetwork', params: { name: 'Testnet' } })).toBeNull();
  expect(await wallet.request({ method: 'wallet_getAccount' })).toMatchObject({
    addresses: [{ address: TESTNET_PAYMENT }],
  });
  await wallet.request({ method: 'sendTransfer', params: { recipients: [{ address: 'to', amount: 1 }] } });
  expect(request.mock.calls[0]?.[1]).toBe(TESTNET);
  await expect(
    wallet.request({ method: 'wallet_changeNetwork', params: { name: 'Mainnet' } }),
  ).rejects.toMatchObject({ name: 'InvalidBitcoinRequestError', data: { field: 'network' } });
  // The kit follows (its network is now testnet), then switches back: requests follow the kit again.
  kitChain = TESTNET;
  expect(await wallet.request({ method: 'wallet_getAccount' })).toMatchObject({
    addresses: [{ address: TESTNET_PAYMENT }],
  });
  kitChain = REGTEST;
  expect(await wallet.request({ method: 'wallet_getAccount' })).toMatchObject({
    addresses: [{ address: PAYMENT }],
  });
});

test('polkadot: accounts come from the session; the two signing methods go to the wallet on the chain; others are refused', async () => {
  const chain = polkadotLocal.caipNetworkId;
  const alice = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
  const { provider, request } = stubSession(
    { polkadot: { chains: [chain], accounts: [`${chain}:${alice}`] } },
    { polkadot_signMessage: { signature: '0x01' } },
  );
  const wallet = walletConnectPolkadotProvider(provider, () => chain);
  expect(await wallet.request({ method: 'polkadot_requestAccounts' })).toEqual([{ address: alice }]);
  expect(await wallet.request({ method: 'polkadot_getAccounts' })).toEqual([{ address: alice }]);
  const params = { address: alice, message: 'm' };
  expect(await wallet.request({ method: 'polkadot_signMessage', params })).toEqual({ signature: '0x01' });
  expect(request).toHaveBeenCalledWith({ method: 'polkadot_signMessage', params }, chain);
  await expect(wallet.request({ method: 'polkadot_subscribe' })).rejects.toMatchObject({
    name: 'PolkadotWalletMethodMissingError',
  });
  expect(request).toHaveBeenCalledTimes(1);
});

test('cosmos: the account request is cosmos_getAccounts, asked once per chain (again after a failure); an unapproved chain is refused', async () => {
  const chain = cosmosSandbox.caipNetworkId;
  const accounts = [{ algo: 'secp256k1', address: 'cosmos1x', pubkey: 'AA==' }];
  const answers: Record<string, unknown> = { cosmos_getAccounts: new Error('offline') };
  const { provider, request } = stubSession(
    { cosmos: { chains: [chain], accounts: [`${chain}:cosmos1x`] } },
    answers,
  );
  const wallet = walletConnectCosmosProvider(provider, () => chain);
  const params = { chainId: String(cosmosSandbox.id) };
  await expect(wallet.request({ method: 'cosmos_requestAccounts', params })).rejects.toThrow('offline');
  answers.cosmos_getAccounts = accounts;
  expect(await wallet.request({ method: 'cosmos_requestAccounts', params })).toEqual(accounts);
  expect(await wallet.request({ method: 'cosmos_getAccounts', params })).toEqual(accounts);
  expect(request.mock.calls).toEqual([
    [{ method: 'cosmos_getAccounts', params: {} }, chain],
    [{ method: 'cosmos_getAccounts', params: {} }, chain],
  ]);
  await expect(
    wallet.request({ method: 'cosmos_getAccounts', params: { chainId: 'cosmoshub-4' } }),
  ).rejects.toMatchObject({ name: 'NetworkNotFoundError' });
  await expect(wallet.request({ method: 'cosmos_suggestChain', params })).rejects.toMatchObject({
    name: 'CosmosWalletMethodMissingError',
  });
  expect(request).toHaveBeenCalledTimes(2);
});

test("cosmos: ADR-036 signing is cosmos_signAmino of the ADR-036 doc, whose amino bytes are the adapter's; its signature is the answer", async () => {
  const chain = cosmosSandbox.caipNetworkId;
  const signature = { pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'AA==' }, signature: 'BB==' };
  const { provider, request } = stubSession(
    { cosmos: { chains: [chain], accounts: [] } },
    { cosmos_signAmino: { signed: {}, signature } },
  );
  const wallet = walletConnectCosmosProvider(provider, () => chain);
  const params = { chainId: String(cosmosSandbox.id), signerAddress: 'cosmos1x', data: 'Sign in' };
  expect(await wallet.request({ method: 'cosmos_signArbitrary', params })).toEqual(signature);
  const [args, on] = request.mock.calls[0]!;
  expect(on).toBe(chain);
  const sent = args.params as { signerAddress: string; signDoc: unknown };
  expect(args.method).toBe('cosmos_signAmino');
  expect(sent.signerAddress).toBe('cosmos1x');
  expect(serializeAminoSignDoc(sent.signDoc)).toEqual(adr036SignBytes('cosmos1x', 'Sign in'));
});

test('proposal: each family proposes the kit networks of its namespace with their methods and RPC URLs (custom first); none without networks', () => {
  const kit = createAppKit({
    projectId: 'p',
    networks: [polkadotLocal, cosmosSandbox],
    adapters: [polkadotAdapter(), cosmosAdapter()],
    customRpcUrls: { [polkadotLocal.caipNetworkId]: ['http://127.0.0.1:19944'] },
    storage: createMemoryStorage(),
    features: { analytics: false },
  });
  const state = kit.store.getState() as RootState;
  expect(namespaceProposalOf(state, partOf('polkadot')!)).toEqual({
    chains: [polkadotLocal.caipNetworkId],
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: [],
    rpcMap: { [polkadotLocal.id]: 'http://127.0.0.1:19944' },
  });
  expect(namespaceProposalOf(state, partOf('cosmos')!)?.rpcMap).toEqual({
    [cosmosSandbox.id]: 'http://127.0.0.1:26657',
  });
  expect(namespaceProposalOf(state, partOf('bip122')!)).toBeUndefined();
  kit.destroy();
});
