import { browserTest } from './harness/browserTest';
import { connectButton, modal } from './harness/kitPage';

// Issue 4's acceptance against the built demo: the page shows the connect button, the dev wallet is
// announced through EIP-6963 with the funded accounts, and the modal lists it. Issue 6: the page links to
// the mail catcher's inbox.

browserTest('default: the demo shows the connect button', async (t) => {
  await t.openDemo();
  await connectButton(t.page).waitFor();
  expect(await connectButton(t.page).isEnabled()).toBe(true);
});

browserTest('default: the demo announces the Portico Dev Wallet with the funded accounts', async (t) => {
  await t.openDemo();
  const announced = await t.page.evaluate(async () => {
    type Detail = {
      info: { name: string; rdns: string; icon: string; uuid: string };
      provider: { request(args: { method: string }): Promise<unknown> };
    };
    const detail = await new Promise<Detail>((resolve) => {
      window.addEventListener('eip6963:announceProvider', (event) => {
        const found = (event as CustomEvent<Detail>).detail;
        if (found.info.rdns === 'dev.portico.sandbox') resolve(found);
      });
      window.dispatchEvent(new Event('eip6963:requestProvider'));
    });
    const accounts = (await detail.provider.request({ method: 'eth_requestAccounts' })) as string[];
    const balance = await detail.provider.request({
      method: 'eth_getBalance',
      params: [accounts[0], 'latest'],
    } as never);
    return {
      ...detail.info,
      accounts,
      balance: String(balance),
      chainId: await detail.provider.request({ method: 'eth_chainId' }),
    };
  });
  expect(announced.name).toBe('Portico Dev Wallet');
  expect(announced.icon).toMatch(/^data:image\/svg\+xml,/);
  expect(announced.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(announced.accounts).toEqual([t.sandbox.accounts[1]!.address]);
  expect(BigInt(announced.balance)).toBeGreaterThan(0n);
  expect(announced.chainId).toBe(`0x${t.sandbox.chainId.toString(16)}`);
});

browserTest('default: the modal lists the dev wallet', async (t) => {
  await t.openDemo();
  await connectButton(t.page).click();
  const wallets = modal(t.page, 'Connect Wallet').getByRole('list', { name: 'Wallets' });
  await wallets
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .waitFor()
    .catch(async (error: Error) => {
      const listed = await wallets.getByRole('button').allInnerTexts();
      throw new Error(
        `${error.message.split('\n')[0]}\nthe list shows: ${listed.map((s) => s.replace(/\s+/g, ' ')).join(' | ')}`,
      );
    });
});

browserTest('default: the demo links to the sandbox mail inbox, where one-time codes arrive', async (t) => {
  await t.openDemo();
  const link = t.page.getByRole('link', { name: 'Mail inbox (sandbox)', exact: true });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(t.sandbox.mailUrl);
  // The link leads to the catcher's inbox page.
  const inbox = await fetch(t.sandbox.mailUrl);
  expect(inbox.status).toBe(200);
  expect(inbox.headers.get('content-type')).toMatch(/^text\/html/);
});
