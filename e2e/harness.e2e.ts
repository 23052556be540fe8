import { createPublicClient, http, parseEther, recoverMessageAddress, recoverTypedDataAddress } from 'viem';
import { browserTest } from './harness/browserTest';
import { fundedAccount } from './harness/fundedAccount';

// The harness itself: a test wallet injected into the demo page is discovered through EIP-6963 and
// signs and sends for real against anvil; page errors are caught.

/** Receives the harness's test transfer; no browser test uses it as an account. */
const HARNESS_SINK = '0x00000000000000000000000000000000000b0b00';

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Greeting: [
      { name: 'text', type: 'string' },
      { name: 'count', type: 'uint256' },
    ],
  },
  primaryType: 'Greeting',
  message: { text: 'hello', count: '7' },
} as const;

browserTest(
  'behavior: an injected test wallet is announced, connects, signs and sends on anvil',
  async (t) => {
    // A fresh key of its own: it spends ETH, and the demo accounts' balances are other tests' screenshots
    // (account 2's Tokens list showed 9,998.999 ETH whenever this test happened to run first).
    const account = await fundedAccount(t.sandbox, { eth: parseEther('2') });
    const wallet = await t.injectWallet({ accounts: [account] });
    const address = account.address;
    await t.openDemo({ mode: 'plain' });

    const result = await t.page.evaluate(
      async ({ rdns, to, typed }) => {
        type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> };
        const found = await new Promise<Provider>((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) => {
            const detail = (event as CustomEvent<{ info: { rdns: string }; provider: Provider }>).detail;
            if (detail.info.rdns === rdns) resolve(detail.provider);
          });
          window.dispatchEvent(new Event('eip6963:requestProvider'));
        });
        const before = await found.request({ method: 'eth_accounts' });
        const [account] = (await found.request({ method: 'eth_requestAccounts' })) as string[];
        const signature = await found.request({ method: 'personal_sign', params: ['0x68656c6c6f', account] });
        const typedSignature = await found.request({
          method: 'eth_signTypedData_v4',
          params: [account, JSON.stringify(typed)],
        });
        const hash = await found.request({
          method: 'eth_sendTransaction',
          params: [{ from: account, to, value: '0xde0b6b3a7640000' }],
        });
        const rejected = await found
          .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
          .catch((error: { code: number }) => error.code);
        return { before, account, signature, typedSignature, hash: hash as string, rejected };
      },
      // To an address no test signs with: a transfer into a test's account would change its Activity
      // list (and its screenshot) depending on which test ran first.
      { rdns: wallet.info.rdns, to: HARNESS_SINK, typed: typedData },
    );

    expect(result.before).toEqual([]);
    expect(result.account).toBe(address);
    expect(
      await recoverMessageAddress({ message: 'hello', signature: result.signature as `0x${string}` }),
    ).toBe(address);
    // Recovered from the message with a bigint count: the wallet read the JSON's "7" as the number 7.
    const { EIP712Domain: _domain, ...types } = typedData.types;
    const typed = { ...typedData, types, message: { text: 'hello', count: 7n } };
    expect(
      await recoverTypedDataAddress({ ...typed, signature: result.typedSignature as `0x${string}` }),
    ).toBe(address);
    // anvil mines the transaction as it arrives, but the receipt can trail the hash by a moment (the
    // API's indexer reads the same node), so it is awaited rather than read once.
    const receipt = await createPublicClient({ transport: http(t.sandbox.rpcUrl) }).waitForTransactionReceipt(
      {
        hash: result.hash as `0x${string}`,
        pollingInterval: 50,
        timeout: 10_000,
      },
    );
    expect(receipt.status).toBe('success');
    expect(result.rejected).toBe(4902);
    expect(wallet.calls).toContain('eth_sendTransaction');
  },
);

browserTest('behavior: accountsChanged reaches the page when the wallet switches account', async (t) => {
  const wallet = await t.injectWallet({ accountIndices: [1, 2] });
  await t.openDemo({ mode: 'plain' });
  await t.page.evaluate(async (rdns) => {
    type Provider = {
      request(args: { method: string }): Promise<unknown>;
      on(event: string, listener: (payload: unknown) => void): void;
    };
    const provider = await new Promise<Provider>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => {
        const detail = (event as CustomEvent<{ info: { rdns: string }; provider: Provider }>).detail;
        if (detail.info.rdns === rdns) resolve(detail.provider);
      });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
    });
    await provider.request({ method: 'eth_requestAccounts' });
    provider.on('accountsChanged', (accounts) => {
      (window as unknown as { seenAccounts: unknown }).seenAccounts = accounts;
    });
  }, wallet.info.rdns);

  wallet.provider.selectAccount(1);
  await t.page.waitForFunction((expected) => {
    const seen = (window as unknown as { seenAccounts?: string[] }).seenAccounts;
    return seen?.[0] === expected;
  }, t.sandbox.accounts[2]!.address);
});

browserTest(
  'behavior: an uncaught page error is collected',
  async (t) => {
    await t.openDemo({ mode: 'plain' });
    const thrown = t.page.waitForEvent('pageerror');
    await t.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom from the page');
      });
    });
    await thrown;
    expect(t.errors.errors.join('\n')).toContain('boom from the page');
    expect(() => t.errors.assertNone()).toThrow(/1 error/);
  },
  { allowErrors: [/boom from the page/] },
);
