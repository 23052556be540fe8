import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding';
import { signatureVerify } from '@polkadot/util-crypto';
import { Verifier } from 'bip322-js';
import { databaseVariants } from '../../../sandbox/api/testing/databaseVariants';
import { type ApiHarness, startApiHarness } from '../../../sandbox/api/testing/startApiHarness';
import { createBitcoinDevWallet } from '../../../sandbox/bitcoin/devWallet/createBitcoinDevWallet';
import { installBitcoinDevWallet } from '../../../sandbox/bitcoin/devWallet/installBitcoinDevWallet';
import {
  type StartBitcoinChainReturnType,
  startBitcoinChain,
} from '../../../sandbox/bitcoin/startBitcoinChain';
import { createCosmosDevWallet } from '../../../sandbox/cosmos/devWallet/createCosmosDevWallet';
import { installCosmosDevWallet } from '../../../sandbox/cosmos/devWallet/installCosmosDevWallet';
import { type StartCosmosChainReturnType, startCosmosChain } from '../../../sandbox/cosmos/startCosmosChain';
import { createPolkadotDevWallet } from '../../../sandbox/polkadot/devWallet/createPolkadotDevWallet';
import {
  type InjectedWeb3Host,
  installPolkadotDevWallet,
} from '../../../sandbox/polkadot/devWallet/installPolkadotDevWallet';
import {
  type StartPolkadotChainReturnType,
  startPolkadotChain,
} from '../../../sandbox/polkadot/startPolkadotChain';
import { eventually } from '../../../test/eventually';
import { bitcoinAdapter } from '../../adapters/bitcoin/bitcoinAdapter';
import type { AdapterDescriptor } from '../../adapters/ChainAdapter';
import { cosmosAdapter } from '../../adapters/cosmos/cosmosAdapter';
import { polkadotAdapter } from '../../adapters/polkadot/polkadotAdapter';
import { bitcoinRegtest } from '../../core/networks/chains/bitcoin';
import { cosmosSandbox } from '../../core/networks/chains/cosmos';
import { polkadotLocal } from '../../core/networks/chains/polkadot';
import type { Network } from '../../core/networks/network';
import { parseSiwxMessage } from '../../core/siwx/siwxText';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { verifySiwxSession } from '../../server/verifySiwxSession';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { loadSiwxPlugin } from './loadSiwxPlugin';
import { referenceApiSiwx } from './referenceApiSiwx';

// SIWX (CAIP-122) for Bitcoin, Polkadot and Cosmos end to end (issue 27 Deliver 6): a real kit with the
// family's adapter finds the sandbox dev wallet where the real extension injects itself, connects on
// the family's local chain, the SIWX plugin asks for the sign-in, the wallet signs the CAIP-122 text
// with its real key, the reference API verifies it (portico/server: BIP-322, sr25519, ADR-036) and
// opens the session, and a host's server trusts it through verifySiwxSession. The signature is also
// checked with the family's own library. Node has no location: the message's domain is `localhost`.

const PROJECT = 'siwx-families';
const DOMAIN = 'localhost';

let api: ApiHarness;
let bitcoin: StartBitcoinChainReturnType;
let polkadot: StartPolkadotChainReturnType;
let cosmos: StartCosmosChainReturnType;
const kits: AppKit[] = [];

beforeAll(async () => {
  [api, bitcoin, polkadot, cosmos] = await Promise.all([
    startApiHarness(databaseVariants()[0]!, { allowedOrigins: ['http://localhost'] }),
    startBitcoinChain({ accounts: 2 }),
    startPolkadotChain(),
    startCosmosChain({ port: 0 }),
  ]);
}, 60_000);
afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await Promise.all([api?.stop(), bitcoin?.stop(), polkadot?.stop(), cosmos?.stop()]);
});

const state = (kit: AppKit) => kit.store.getState() as RootState;

/** A page with the family's dev wallet injected, and the connector id the adapter's discovery gives it. */
interface FamilyPage {
  page: object;
  connectorId: string;
}

/** Starts a kit with the family's adapter and the reference API's SIWX, discovers `page`, connects. */
async function connectAndAskSignIn(
  descriptor: AdapterDescriptor,
  network: Network,
  rpcUrl: string,
  { page, connectorId }: FamilyPage,
): Promise<AppKit> {
  const kit = createAppKit({
    projectId: PROJECT,
    networks: [network],
    adapters: [descriptor],
    customRpcUrls: { [network.caipNetworkId]: [rpcUrl] },
    storage: createMemoryStorage(),
    features: { analytics: false },
    onWarn: () => undefined,
    siwx: referenceApiSiwx({ apiUrl: api.api.url, projectId: PROJECT }),
  });
  kits.push(kit);
  await kit.ready;
  const discover = (await descriptor.discover!()).default;
  const stop = discover({
    window: page as unknown as Window,
    addConnector: (connector) => kit.adapters.addConnector(connector),
    removeConnector: (id) => kit.adapters.removeConnector(id),
    network: () => network,
  });
  await eventually(() => state(kit).connectors.connectors.some((c) => c.id === connectorId) || undefined);
  stop?.();
  await kit.adapters.connect(connectorId);
  // The plugin asks for the sign-in once the account is connected (no session kept yet).
  await eventually(() => (state(kit).siwx?.status === 'required' ? true : undefined), 10_000);
  return kit;
}

/** Signs in through the plugin; the session the API opened, as a host's server reads it. */
async function signIn(kit: AppKit) {
  const siwx = await loadSiwxPlugin(kit);
  const session = await kit.store.dispatch(siwx.signInWithSiwx()).unwrap();
  expect(state(kit).siwx?.status).toBe('signedIn');
  const trusted = await verifySiwxSession({
    authorizationHeader: `Bearer ${session.token}`,
    apiUrl: api.api.url,
    expectedDomain: DOMAIN,
  });
  return { session, trusted };
}

test('default: bip122 — the payment address signs BIP-322, the API opens the session for bip122:<regtest>:bcrt1q…', async () => {
  const account = bitcoin.accounts[0]!;
  const wallet = createBitcoinDevWallet({ account, rpcUrl: bitcoin.rpcUrl });
  const page: Record<string, unknown> = {};
  installBitcoinDevWallet(wallet, page);
  const kit = await connectAndAskSignIn(bitcoinAdapter(), bitcoinRegtest, bitcoin.rpcUrl, {
    page,
    connectorId: 'bip122:PorticoDevWallet.BitcoinProvider',
  });
  const { session, trusted } = await signIn(kit);
  expect(trusted).toMatchObject({
    status: 'active',
    caipNetworkId: bitcoinRegtest.caipNetworkId,
    address: account.payment.address,
  });
  expect(parseSiwxMessage(session.message)).toMatchObject({ namespace: 'bip122', domain: DOMAIN });
  expect(wallet.calls.filter((c) => c.method === 'signMessage')).toHaveLength(1);
  expect(Verifier.verifySignature(account.payment.address, session.message, session.signature)).toBe(true);
}, 60_000);

test('default: polkadot — signRaw of the text, the API opens the session for the SS58 account', async () => {
  const alice = polkadot.accounts[0]!;
  const wallet = createPolkadotDevWallet({ accounts: [{ pair: alice.pair, name: alice.name }] });
  const page = Object.assign(new EventTarget(), {
    injectedWeb3: {} as Record<string, unknown>,
    document: { readyState: 'complete', title: 'SIWX families' },
  });
  installPolkadotDevWallet(page as InjectedWeb3Host, wallet);
  const kit = await connectAndAskSignIn(polkadotAdapter(), polkadotLocal, polkadot.rpcUrl, {
    page,
    connectorId: `injected:polkadot:${wallet.name}`,
  });
  const { session, trusted } = await signIn(kit);
  expect(trusted).toMatchObject({ caipNetworkId: polkadotLocal.caipNetworkId, address: alice.address });
  expect(wallet.requests.map((r) => r.kind)).toEqual(['enable', 'signRaw']);
  expect(signatureVerify(session.message, session.signature, alice.address).isValid).toBe(true);
}, 60_000);

test('default: cosmos — ADR-036 signArbitrary, the API opens the session for the cosmos1… account', async () => {
  const account = cosmos.accounts[2]!;
  const page = new EventTarget();
  const wallet = createCosmosDevWallet({
    accounts: cosmos.accounts,
    chains: [
      {
        chainId: cosmos.chainId,
        chainName: 'Cosmos Sandbox',
        rpc: cosmos.rpcUrl,
        bech32Config: { bech32PrefixAccAddr: 'cosmos' },
      },
    ],
    events: page,
  });
  wallet.selectAccount(2);
  installCosmosDevWallet(page, wallet);
  const kit = await connectAndAskSignIn(cosmosAdapter(), cosmosSandbox, cosmos.rpcUrl, {
    page,
    connectorId: 'injected:keplr',
  });
  const { session, trusted } = await signIn(kit);
  expect(trusted).toMatchObject({ caipNetworkId: cosmosSandbox.caipNetworkId, address: account.address });
  expect(wallet.calls.filter((c) => c.method === 'signArbitrary')).toHaveLength(1);
  // cosmjs's own check of the ADR-036 signature over the amino sign doc.
  const doc = makeSignDoc(
    [
      {
        type: 'sign/MsgSignData',
        value: { signer: account.address, data: toBase64(toUtf8(session.message)) },
      },
    ],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  );
  const hash = sha256(serializeSignDoc(doc));
  const signature = Secp256k1Signature.fromFixedLength(fromBase64(session.signature));
  expect(await Secp256k1.verifySignature(signature, hash, account.publicKey)).toBe(true);
}, 60_000);

test('error: a signature the API refuses leaves the kit asking again, with no session kept', async () => {
  const account = bitcoin.accounts[1]!;
  const wallet = createBitcoinDevWallet({ account, rpcUrl: bitcoin.rpcUrl });
  const page: Record<string, unknown> = {};
  installBitcoinDevWallet(wallet, page);
  const kit = await connectAndAskSignIn(bitcoinAdapter(), bitcoinRegtest, bitcoin.rpcUrl, {
    page,
    connectorId: 'bip122:PorticoDevWallet.BitcoinProvider',
  });
  // The wallet answers a well-formed BIP-322 signature of another text (stub of a faulty wallet).
  const other = await wallet.request('signMessage', {
    address: account.payment.address,
    message: 'not this',
  });
  wallet.behaviour.signMessage = { answer: (other as { result: unknown }).result };
  const siwx = await loadSiwxPlugin(kit);
  await expect(kit.store.dispatch(siwx.signInWithSiwx()).unwrap()).rejects.toMatchObject({
    message: expect.stringContaining('signatureMismatch'),
  });
  expect(state(kit).siwx?.status).toBe('required');
  expect(state(kit).siwx?.sessions ?? []).toHaveLength(0);
}, 60_000);
