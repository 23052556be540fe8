import { Keyring } from '@polkadot/keyring';
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
import { polkadotAdapter } from '../../adapters/polkadot/polkadotAdapter';
import { polkadotLocal } from '../../core/networks/chains/polkadot';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { loadSendPlugin, type SendPluginApi } from './loadSendPlugin';

// Issue 27 Deliver 2: the Send plugin on Polkadot, headless, through a real kit with the Polkadot
// adapter and the dev wallet (real sr25519 keys) on the sandbox's Polkadot SIMULATOR (real metadata
// and signature checks, an in-memory ledger; docs/polkadot.md). The existential deposit (1 DOT) is
// read from the chain through the adapter's transfer preview; balances are read from the ledger.

jest.setTimeout(30_000);

const DOT = 10n ** 10n;
const CONNECTOR_ID = 'injected:polkadot:portico-dev-polkadot';

let chain: StartPolkadotChainReturnType;
const kits: AppKit[] = [];

beforeAll(async () => {
  // @polkadot/api logs refused submissions on console.error; none is expected, the rules stop them first.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  chain = await startPolkadotChain({ port: 0 });
});
afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await chain?.stop();
});

const state = (kit: AppKit) => kit.store.getState() as RootState;
const account = (index: number) => chain.accounts[index]!;
const free = (address: Uint8Array) =>
  chain.ledger.account(`0x${Buffer.from(address).toString('hex')}`)?.free ?? 0n;

/** A kit connected with the dev wallet of account `index`, the send plugin loaded and DOT selected. */
async function sendForm(index: number) {
  const wallet = createPolkadotDevWallet({
    accounts: [{ pair: account(index).pair, name: account(index).name }],
  });
  const page = Object.assign(new EventTarget(), {
    injectedWeb3: {} as Record<string, unknown>,
    document: { readyState: 'complete', title: 'Portico send' },
  });
  installPolkadotDevWallet(page as InjectedWeb3Host, wallet);
  const descriptor = polkadotAdapter();
  const kit = createAppKit({
    projectId: 'portico-test',
    networks: [polkadotLocal],
    customRpcUrls: { [polkadotLocal.caipNetworkId]: [chain.rpcUrl] },
    adapters: [descriptor],
    features: { analytics: false },
  });
  kits.push(kit);
  await kit.ready;
  const stop = (await descriptor.discover!()).default({
    window: page as unknown as Window,
    addConnector: (connector) => kit.adapters.addConnector(connector),
    removeConnector: (id) => kit.adapters.removeConnector(id),
    network: () => polkadotLocal,
  });
  stop();
  await kit.adapters.connect(CONNECTOR_ID);
  await eventually(() => state(kit).chains.chains.polkadot?.accountState.balance);
  const send: SendPluginApi = await loadSendPlugin(kit);
  const [native] = await kit.store.dispatch(send.loadSendTokens()).unwrap();
  kit.store.dispatch(send.sendTokenSelected(native!));
  const signed = () => wallet.requests.filter((r) => r.kind === 'signPayload').length;
  return { kit, send, signed, native: native! };
}

test('behavior: DOT to a funded account — finalized, the sender moves by the amount and the fee exactly (the simulator quotes 0)', async () => {
  const { kit, send, native } = await sendForm(2);
  expect(native).toMatchObject({ symbol: 'DOT', decimals: 10, balance: '1000' });
  const [from, to] = [account(2), account(3)];
  const before = [free(from.publicKey), free(to.publicKey)];
  kit.store.dispatch(send.sendAmountChanged('2.5'));
  await kit.store.dispatch(send.resolveReceiver(to.address)).unwrap();
  await kit.store.dispatch(send.reviewSend()).unwrap();
  expect(state(kit).send?.fee).toMatchObject({ fee: '0', symbol: 'DOT' });
  expect(state(kit).send?.existentialDeposit).toBe(String(DOT));
  const { hash } = await kit.store.dispatch(send.sendTransfer()).unwrap();
  await expect(kit.adapters.waitForTransaction(hash)).resolves.toEqual({ status: 'success' });
  expect(free(from.publicKey)).toBe(before[0]! - (25n * DOT) / 10n);
  expect(free(to.publicKey)).toBe(before[1]! + (25n * DOT) / 10n);
});

test('behavior: leaving the sender under the deposit warns while typing (the remainder would be lost) and is not sent; "keep the minimum" fills balance - deposit; "send everything" reaps on purpose', async () => {
  const { kit, send, signed } = await sendForm(4);
  const [from, to] = [account(4), account(5)];
  const receiverBefore = free(to.publicKey);
  kit.store.dispatch(send.sendAmountChanged('999.5'));
  kit.store.dispatch(send.sendReceiverChanged(to.address));
  // The check after the pause previews the transfer on the chain and finds the shortfall.
  const warning = await eventually(() => state(kit).send?.fieldErrors?.amount);
  expect(warning).toMatchObject({
    name: 'SendExistentialDepositError',
    data: { account: 'sender', remainder: '0.5', minimum: '1', symbol: 'DOT' },
  });
  expect(send.selectSendButtonStep(state(kit))).toBe('invalidAmount');
  await expect(kit.store.dispatch(send.reviewSend()).unwrap()).rejects.toMatchObject({
    name: 'SendExistentialDepositError',
  });
  await expect(kit.store.dispatch(send.sendTransfer()).unwrap()).rejects.toMatchObject({
    name: 'SendExistentialDepositError',
  });
  expect(signed()).toBe(0);
  expect(free(from.publicKey)).toBe(1000n * DOT);

  await expect(kit.store.dispatch(send.resolveDepositShortfall('keepMinimum')).unwrap()).resolves.toBe('999');
  await kit.store.dispatch(send.reviewSend()).unwrap();
  await expect(kit.store.dispatch(send.resolveDepositShortfall('sendAll')).unwrap()).resolves.toBe('1000');
  expect(state(kit).send?.keepAlive).toBe(false);
  await kit.store.dispatch(send.reviewSend()).unwrap();
  const { hash } = await kit.store.dispatch(send.sendTransfer()).unwrap();
  await expect(kit.adapters.waitForTransaction(hash)).resolves.toEqual({ status: 'success' });
  // transferAllowDeath: the account is closed with nothing left; the receiver has all of it.
  expect(chain.ledger.account(`0x${Buffer.from(from.publicKey).toString('hex')}`)).toBeUndefined();
  expect(free(to.publicKey)).toBe(receiverBefore + 1000n * DOT);
});

test('error: a new account that would receive less than the deposit is refused as the chain refuses it, with the least amount; nothing signed or sent', async () => {
  const { kit, send, signed } = await sendForm(1);
  const fresh = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri('//PorticoSendFresh');
  const before = free(account(1).publicKey);
  kit.store.dispatch(send.sendAmountChanged('0.4'));
  await kit.store.dispatch(send.resolveReceiver(fresh.address)).unwrap();
  await expect(kit.store.dispatch(send.reviewSend()).unwrap()).rejects.toMatchObject({
    name: 'SendExistentialDepositError',
    data: { account: 'recipient', minimum: '1', needed: '1', symbol: 'DOT' },
  });
  expect(state(kit).send?.fieldErrors?.amount?.name).toBe('SendExistentialDepositError');
  expect(send.selectSendButtonStep(state(kit))).toBe('invalidAmount');
  await expect(kit.store.dispatch(send.sendTransfer()).unwrap()).rejects.toMatchObject({
    name: 'SendExistentialDepositError',
  });
  expect(signed()).toBe(0);
  expect(free(account(1).publicKey)).toBe(before);
  expect(free(fresh.publicKey)).toBe(0n);
  // Exactly the deposit is accepted.
  kit.store.dispatch(send.sendAmountChanged('1'));
  await kit.store.dispatch(send.reviewSend()).unwrap();
  const { hash } = await kit.store.dispatch(send.sendTransfer()).unwrap();
  await expect(kit.adapters.waitForTransaction(hash)).resolves.toEqual({ status: 'success' });
  expect(free(fresh.publicKey)).toBe(DOT);
});
