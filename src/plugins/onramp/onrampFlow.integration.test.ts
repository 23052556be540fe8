import { type Address, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type ApiHarness, startApiHarness } from '../../../sandbox/api/testing/startApiHarness';
import { createTestWallet } from '../../../test/adapters/createTestWallet';
import { viemAdapter } from '../../adapters/evm/viemAdapter';
import { defineNetwork } from '../../core/networks/network';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { loadOnrampPlugin, type OnrampPluginApi } from './loadOnrampPlugin';
import { ONRAMP_POPUP_SERVICE_ID, type OnrampPopup } from './onrampPopup';

// Issue 26: the on-ramp flow headless, through a real kit with the viem adapter, the reference API's
// on-ramp routes and Sandbox Pay settling on anvil. The buyer pays by posting Sandbox Pay's own pay
// route with the test card, as its page does. Only the provider window is a stub: no window exists
// in Node (the browser tests open the real one).

const CONNECTOR_ID = 'com.example.onrampwallet';
const BUYER = 4;
const TEST_CARD = '4242 4242 4242 4242';

let h: ApiHarness;
const kits: AppKit[] = [];

beforeAll(async () => {
  h = await startApiHarness({ name: 'embedded' });
}, 60_000);

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await h?.stop();
});

let snapshot: string;
beforeEach(async () => {
  snapshot = await h.snapshot();
});
afterEach(async () => {
  await h.revert(snapshot);
});

const state = (kit: AppKit) => kit.store.getState() as RootState;
const address = () => h.chain.accounts[BUYER]!.address as Address;

/** Resolves once `predicate` holds for the kit's state (checked at every change). */
function whenState(kit: AppKit, predicate: (s: RootState) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(state(kit))) return resolve();
    const stop = kit.store.subscribe(() => {
      if (!predicate(state(kit))) return;
      stop();
      resolve();
    });
  });
}

/** A kit on the sandbox chain connected as BUYER, the onramp plugin loaded, a stub window opener. */
async function connected() {
  const sandbox = defineNetwork({
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [h.chain.rpcUrl] } },
  });
  const kit = createAppKit({
    projectId: '',
    networks: [sandbox],
    adapters: [viemAdapter()],
    storage: createMemoryStorage(),
    apiUrl: h.api.url,
    features: { analytics: false },
    customRpcUrls: { 'eip155:31337': [h.chain.rpcUrl] },
    onWarn: () => undefined,
  });
  kits.push(kit);
  const wallet = createTestWallet({
    account: privateKeyToAccount(h.chain.accounts[BUYER]!.privateKey),
    chains: { 31337: h.chain.rpcUrl },
  });
  kit.adapters.addConnector({
    id: CONNECTOR_ID,
    type: 'ANNOUNCED',
    name: 'Onramp Test Wallet',
    chain: 'eip155',
    provider: wallet,
    rdns: CONNECTOR_ID,
    icon: 'data:image/svg+xml,<svg/>',
  });
  await kit.ready;
  await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
  const popups: Array<OnrampPopup & { url?: string }> = [];
  kit.services.set(ONRAMP_POPUP_SERVICE_ID, {
    open() {
      const popup = {
        closed: false,
        url: undefined as string | undefined,
        navigate(url: string) {
          popup.url = url;
        },
        close() {
          popup.closed = true;
        },
      };
      popups.push(popup);
      return popup;
    },
  });
  const onramp = await loadOnrampPlugin(kit);
  return { kit, onramp, popups };
}

/** Options, token, currency and `amount` filled, quoted by the API. */
async function fill(kit: AppKit, onramp: OnrampPluginApi, symbol: string, amount: string) {
  await kit.store.dispatch(onramp.loadOnrampOptions()).unwrap();
  expect(kit.store.dispatch(onramp.selectOnrampPurchaseCurrency(symbol))).toBe(true);
  kit.store.dispatch(onramp.typeOnrampAmount(amount));
  return kit.store.dispatch(onramp.fetchOnrampQuote()).unwrap();
}

describe('on-ramp flow against the reference API and Sandbox Pay on anvil', () => {
  test('behavior: a 50 USD ETH buy is quoted, opened, paid with the test card, followed to completed, and the balance rises', async () => {
    const { kit, onramp, popups } = await connected();
    const quote = await fill(kit, onramp, 'ETH', '50');
    expect(onramp.selectOnrampTarget(state(kit)).network).toBe('sandbox-31337');
    expect(state(kit).onramp?.optionsSource).toBe('api');
    expect(quote.quoteId).not.toBe('mocked-quote-id');
    expect(quote.paymentTotal).toEqual({ amount: '50.00', currency: 'USD' });
    await whenState(kit, (s) => s.chains.chains.eip155?.accountState.balance !== undefined);
    const before = await h.publicClient.getBalance({ address: address() });

    const orderId = await kit.store.dispatch(onramp.startOnrampBuy('coinbase'));
    expect(popups[0]?.url).toBe(state(kit).onramp?.buyUrl);
    expect(popups[0]?.url).toContain(`${h.api.url.replace(/\/$/, '')}/sandbox-pay/buy/select-asset?`);
    await whenState(kit, (s) => s.onramp?.order?.status === 'pending');
    expect(state(kit).onramp).toMatchObject({ buyStatus: 'following', popup: 'open' });

    const paid = await h.request('POST', `/sandbox-pay/orders/${orderId}/pay`, { card: TEST_CARD });
    expect(paid.status).toBe(200);
    // The next reading (at most ONRAMP_ORDER_POLL_MS away) sees the settled order.
    await whenState(kit, (s) => s.onramp?.order?.status === 'completed');
    const order = state(kit).onramp!.order!;
    expect(order).toMatchObject({ id: orderId, asset: 'ETH', amount: quote.purchaseAmount.amount });
    expect(state(kit).onramp?.buyStatus).toBe('done');
    const after = await h.publicClient.getBalance({ address: address() });
    expect(after - before).toBe(parseEther(order.amount));
    // The kit read the balance again on its own: the account's balance is the chain's.
    const shown = (s: RootState) => s.chains.chains.eip155?.accountState.balance;
    await whenState(kit, (s) => shown(s) !== undefined && parseEther(shown(s)!) === after);
  }, 30_000);

  test('error: a declined card is failed; the kit says so and the balance does not move', async () => {
    const { kit, onramp } = await connected();
    await fill(kit, onramp, 'USDC', '20');
    const before = await h.publicClient.getBalance({ address: address() });
    const orderId = await kit.store.dispatch(onramp.startOnrampBuy('meld'));
    await whenState(kit, (s) => s.onramp?.order?.status === 'pending');
    const declined = await h.request('POST', `/sandbox-pay/orders/${orderId}/pay`, {
      card: '4000 0000 0000 0002',
    });
    expect(declined.json).toMatchObject({ status: 'failed', reason: 'card_declined' });
    await whenState(kit, (s) => s.onramp?.order?.status === 'failed');
    expect(state(kit).onramp).toMatchObject({ buyStatus: 'done', selectedProvider: 'meld' });
    expect(await h.publicClient.getBalance({ address: address() })).toBe(before);
  }, 30_000);
});
