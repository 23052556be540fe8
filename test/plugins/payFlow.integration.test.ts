import { type Address, erc20Abi, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { type ApiHarness, startApiHarness } from '../../sandbox/api/testing/startApiHarness';
import { viemAdapter } from '../../src/adapters/evm/viemAdapter';
import { defineNetwork } from '../../src/core/networks/network';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import { getExchangeBuyStatus, getPayUrl, pay } from '../../src/pay/pay';
import { verifyPayment } from '../../src/server/verifyPayment';
import type { RootState } from '../../src/store/createKitStore';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { createTestWallet } from '../adapters/createTestWallet';

// Issue 26: AppKit Pay's flow headless, through a real kit with the viem adapter, the reference API's
// /v1/pay/* routes and anvil. The wallet signs with anvil account 3's key (it holds sandbox USDC); the
// Sandbox Exchange's settle route pays exchange payments from the API's treasury. Each payment is then
// checked the way a host's server would, with verifyPayment on the chain. Nothing is stubbed.

const CONNECTOR_ID = 'com.example.paywallet';
const PAYER = 3;
const NETWORK = 'eip155:31337';

let h: ApiHarness;
const kits: AppKit[] = [];

beforeAll(async () => {
  h = await startApiHarness({ name: 'embedded' });
}, 60_000);

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await h?.stop();
});

const usdc = () => h.chain.contracts.usdc as Address;
const ethAsset = {
  network: NETWORK,
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
};
const usdcAsset = () => ({
  network: NETWORK,
  asset: usdc(),
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
});
const verify = (id: string, expected: { recipient: string; amount: string; asset: string }) =>
  verifyPayment(id, {
    apiUrl: h.api.url,
    rpcUrls: { [NETWORK]: h.chain.rpcUrl },
    expected: { ...expected, network: NETWORK },
  });

/** A kit with the viem adapter and the pay feature, connected as PAYER on the sandbox chain. */
async function connected() {
  const sandbox = defineNetwork({
    id: 31337,
    caipNetworkId: NETWORK,
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
    features: { analytics: false, pay: true },
    customRpcUrls: { [NETWORK]: [h.chain.rpcUrl] },
    onWarn: () => undefined,
  });
  kits.push(kit);
  const wallet = createTestWallet({
    account: privateKeyToAccount(h.chain.accounts[PAYER]!.privateKey),
    chains: { 31337: h.chain.rpcUrl },
  });
  kit.adapters.addConnector({
    id: CONNECTOR_ID,
    type: 'ANNOUNCED',
    name: 'Pay Test Wallet',
    chain: 'eip155',
    provider: wallet,
    rdns: CONNECTOR_ID,
    icon: 'data:image/svg+xml,<svg/>',
  });
  await kit.ready;
  await kit.services.get<{ connect(): Promise<void> }>(`connector:${CONNECTOR_ID}`)!.connect();
  return { kit, wallet };
}

describe('pay on anvil through the reference API', () => {
  test('behavior: an ETH payment with the connected wallet settles and verifyPayment confirms it on chain', async () => {
    const { kit, wallet } = await connected();
    const merchant = privateKeyToAddress(generatePrivateKey());
    const answer = await pay(
      { recipient: merchant, amount: '0.01', paymentAsset: ethAsset },
      { kit, method: 'wallet' },
    );
    expect(answer.success).toBe(true);
    if (!answer.success) return;
    expect(wallet.calls.filter((m) => m === 'eth_sendTransaction')).toHaveLength(1);
    expect(await h.publicClient.getBalance({ address: merchant })).toBe(parseEther('0.01'));
    const verified = await verify(answer.result.paymentId, {
      recipient: merchant,
      amount: '0.01',
      asset: 'native',
    });
    expect(verified).toMatchObject({ verified: true, txHash: answer.result.txHash.toLowerCase() });
    expect((kit.store.getState() as RootState).pay).toMatchObject({ status: 'SUCCESS', inProgress: false });
  }, 30_000);

  test('behavior: a USDC payment with the connected wallet is an ERC-20 transfer that verifyPayment confirms', async () => {
    const { kit } = await connected();
    const merchant = privateKeyToAddress(generatePrivateKey());
    const answer = await pay(
      { recipient: merchant, amount: '2.5', paymentAsset: usdcAsset() },
      { kit, method: 'wallet' },
    );
    expect(answer.success).toBe(true);
    if (!answer.success) return;
    const balance = await h.publicClient.readContract({
      address: usdc(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [merchant],
    });
    expect(balance).toBe(parseUnits('2.5', 6));
    const verified = await verify(answer.result.paymentId, {
      recipient: merchant,
      amount: '2.5',
      asset: usdc(),
    });
    expect(verified.verified).toBe(true);
  }, 30_000);

  test('behavior: an exchange payment waits for the Sandbox Exchange, settles when its Pay is pressed and verifies', async () => {
    const { kit } = await connected();
    const merchant = privateKeyToAddress(generatePrivateKey());
    const paying = pay(
      { recipient: merchant, amount: '0.02', paymentAsset: ethAsset },
      { kit, method: { exchangeId: 'sandbox' } },
    );
    const state = () => (kit.store.getState() as RootState).pay;
    const started = async () => {
      for (let i = 0; i < 200 && !state()?.payment; i++) await new Promise((r) => setTimeout(r, 25));
      return state()?.payment;
    };
    const payment = await started();
    expect(payment).toMatchObject({ method: 'exchange', exchangeId: 'sandbox' });
    expect(payment?.url).toBe(`${h.api.url}/sandbox-exchange/pay/${payment?.id}`);
    const page = await fetch(payment!.url!);
    expect(await page.text()).toContain('Sandbox Exchange');
    expect(await verify(payment!.id, { recipient: merchant, amount: '0.02', asset: 'native' })).toMatchObject(
      {
        verified: false,
        reason: 'not-settled',
      },
    );
    const settled = await fetch(`${payment!.url}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(settled.status).toBeLessThan(400);
    const answer = await paying;
    expect(answer).toMatchObject({ success: true, result: { paymentId: payment!.id } });
    expect(await h.publicClient.getBalance({ address: merchant })).toBe(parseEther('0.02'));
    const verified = await verify(payment!.id, { recipient: merchant, amount: '0.02', asset: 'native' });
    expect(verified.verified).toBe(true);
  }, 30_000);

  test('behavior: getPayUrl and getExchangeBuyStatus follow a payment a host shows itself', async () => {
    const { kit } = await connected();
    const merchant = privateKeyToAddress(generatePrivateKey());
    const params = { network: NETWORK, asset: 'native', amount: '0.03', recipient: merchant };
    const { url, sessionId } = await getPayUrl('sandbox', params, { kit });
    expect(url).toBe(`${h.api.url}/sandbox-exchange/pay/${sessionId}`);
    expect(await getExchangeBuyStatus('sandbox', sessionId, { kit })).toEqual({ status: 'IN_PROGRESS' });
    await fetch(`${url}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const status = await getExchangeBuyStatus('sandbox', sessionId, { kit });
    expect(status).toMatchObject({ status: 'SUCCESS', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
  }, 30_000);
});
