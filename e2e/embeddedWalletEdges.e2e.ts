import { createServer } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { browserTest } from './harness/browserTest';
import {
  secureFrame,
  sendEip155,
  signInByEmail,
  uniqueEmail,
  waitForApproval,
  waitForEmbeddedAccount,
} from './harness/embeddedWalletPage';
import { connectButton, modal } from './harness/kitPage';

// Issue 6's browser acceptance, part 2: social login through the sandbox's OpenID Connect provider,
// messages from a foreign origin (ignored on both sides), and a secure frame that never loads (the
// alert, and a modal that still works). Part 1 is embeddedWallet.e2e.ts.

browserTest('behavior: social login in a popup through the local OIDC provider', async (t) => {
  const { page, context } = t;
  await t.openDemo({ mode: 'plain' });
  await connectButton(page).click();
  const popupOpened = context.waitForEvent('page');
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: 'Continue with Google', exact: true })
    .click();
  const popup = await popupOpened;
  // The provider's dev login form (any user name), as a visitor fills it.
  await popup.getByRole('textbox', { name: 'User name' }).fill('ada');
  await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  const address = await waitForEmbeddedAccount(page);
  await modal(page).waitFor({ state: 'detached' });
  await page.getByTitle(`Account ${address}`).click();
  await modal(page, 'Account').getByText('Signed in with Google as ada', { exact: true }).waitFor();
});

/** The anvil account of the injected wallet the modal still connects after the frame failed (no other test uses 8). */
const FALLBACK_ACCOUNT_INDEX = 8;

/** The Playwright frame of the kit's secure iframe. */
async function secureFrameHandle(page: Page, frameOrigin: string): Promise<Frame> {
  for (;;) {
    const frame = page.frames().find((f) => f.url().startsWith(`${frameOrigin}/`));
    if (frame) return frame;
    await page.waitForEvent('frameattached');
  }
}

/** Installs a listener in `target` that records every message it receives (type, id, origin). */
function recordMessages(target: Page | Frame): Promise<void> {
  return target.evaluate(() => {
    const seen: { type?: string; id?: string; origin: string }[] = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string; id?: string } | null;
      seen.push({ type: data?.type, id: data?.id, origin: event.origin });
    });
  });
}

/** Waits until `target`'s recorder has seen a message with this id from `origin`. */
function waitForSeen(target: Page | Frame, id: string, origin: string): Promise<unknown> {
  return target.waitForFunction(
    ([i, o]) =>
      (window as unknown as { __seen: { id?: string; origin: string }[] }).__seen.some(
        (m) => m.id === i && m.origin === o,
      ),
    [id, origin] as const,
  );
}

browserTest(
  'security: well-formed messages from a foreign origin change nothing on either side',
  async (t) => {
    const { page, sandbox } = t;
    await t.openDemo({ mode: 'plain' });
    await signInByEmail(page, sandbox, uniqueEmail('foreign'));
    const address = await waitForEmbeddedAccount(page);
    const frame = await secureFrameHandle(page, sandbox.frameOrigin);
    await recordMessages(frame);
    await recordMessages(page);

    // A signature request waits for the visitor in the frame; the forger learns its request id.
    const message = 'Only the visitor approves this';
    let settled = false;
    const signing = sendEip155<`0x${string}`>(page, 'personal_sign', [message, address]).finally(() => {
      settled = true;
    });
    await waitForApproval(page);
    const requestId = await frame.waitForFunction(
      () =>
        (window as unknown as { __seen: { type?: string; id?: string }[] }).__seen.find(
          (m) => m.type === '@portico-app/RPC_REQUEST',
        )?.id,
    );
    const id = (await requestId.jsonValue()) as string;

    // A page on another origin (the mail catcher's) inside the demo page forges both sides' messages.
    const foreignOrigin = new URL(sandbox.mailUrl).origin;
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe');
      iframe.src = src;
      iframe.title = 'Foreign page';
      document.body.appendChild(iframe);
      return new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    }, `${sandbox.mailUrl}/`);
    const foreign = page.frames().find((f) => f.url().startsWith(`${foreignOrigin}/`));
    if (!foreign) throw new Error('the foreign iframe did not load');
    await recordMessages(foreign);
    await foreign.evaluate((requestIdToForge) => {
      // To the app: a success reply to the pending request, and a READY.
      window.parent.postMessage(
        { type: '@portico-frame/RPC_REQUEST_SUCCESS', id: requestIdToForge, payload: `0x${'11'.repeat(65)}` },
        '*',
      );
      window.parent.postMessage({ type: '@portico-frame/READY', id: 'forged-ready' }, '*');
      // To every frame of the page (the secure frame among them): sign out, and a signature request.
      for (let i = 0; i < window.parent.frames.length; i++) {
        const target = window.parent.frames[i];
        if (target === window) continue;
        target?.postMessage({ type: '@portico-app/SIGN_OUT', id: 'forged-sign-out' }, '*');
        target?.postMessage(
          {
            type: '@portico-app/RPC_REQUEST',
            id: 'forged-rpc',
            payload: { method: 'eth_accounts', params: [] },
          },
          '*',
        );
      }
    }, id);
    // Delivered (the recorders saw them, so the kit's and the frame's own listeners did too) ...
    await waitForSeen(page, 'forged-ready', foreignOrigin);
    await waitForSeen(frame, 'forged-rpc', foreignOrigin);
    // ... and ignored: the request still waits (a settled one would also have closed the modal).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(settled).toBe(false);
    await modal(page, 'Approve Transaction').waitFor();
    expect(await waitForEmbeddedAccount(page)).toBe(address);

    // The frame did not sign out: the visitor's Approve still signs with the wallet's key.
    await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();
    const signed = await signing;
    if (!signed.ok) throw new Error(`personal_sign failed: ${signed.message}`);
    expect(signed.value).not.toBe(`0x${'11'.repeat(65)}`);
    expect(await verifyMessage({ address, message, signature: signed.value })).toBe(true);
    // The frame answers in order, so by now it would have replied to the forged events: it did not.
    const replies = await page.evaluate(() =>
      (window as unknown as { __seen: { type?: string; id?: string }[] }).__seen.filter(
        (m) => m.id === 'forged-sign-out' || m.id === 'forged-rpc',
      ),
    );
    expect(replies).toEqual([]);
    const toForger = await foreign.evaluate(
      () => (window as unknown as { __seen: { origin: string }[] }).__seen,
    );
    expect(toForger).toEqual([]);
    // Nothing was surfaced to the visitor either: no alert or toast.
    expect(await page.locator('.portico-modal__notices > *').count()).toBe(0);
    expect(await waitForEmbeddedAccount(page)).toBe(address);
  },
);

browserTest(
  'error: a secure frame that never loads shows the alert after 20 s and leaves the modal usable',
  async (t) => {
    const { page, sandbox } = t;
    // The demo's config pointed at a port where nothing listens: the iframe never sends READY.
    const deadOrigin = `http://127.0.0.1:${await closedPort()}`;
    await page.route('**/config.json', (route) => {
      const { devWallet: _keys, ...plain } = sandbox.demoConfig;
      return route.fulfill({ json: { ...plain, mode: 'plain', secureSiteOrigin: deadOrigin } });
    });
    const wallet = await t.injectWallet({ accountIndices: [FALLBACK_ACCOUNT_INDEX] });
    // The kit has no option for its 20 s load timeout: the page's clock is fast-forwarded instead.
    await page.clock.install();
    await t.openDemo();

    await connectButton(page).click();
    const connect = modal(page, 'Connect Wallet');
    await connect.getByRole('textbox', { name: 'E-mail address' }).fill(uniqueEmail('dead'));
    await connect.getByRole('button', { name: 'Continue with e-mail', exact: true }).click();
    await page.locator('iframe[title="Secure wallet"]').waitFor({ state: 'attached' });
    await modal(page)
      .getByText(/Sending a code to/)
      .waitFor();
    expect(await page.getByText(/Embedded Wallet Failed to Load/).count()).toBe(0);
    await page.clock.fastForward('00:21');
    await page
      .getByText(/Embedded Wallet Failed to Load/)
      .first()
      .waitFor();
    await t.screenshot('embedded-wallet/frame-load-failed.png');

    // The view says what happened and the modal works: Back (reachable while the alert shows: it sits
    // under the header) leads to the Connect view, the alert dismisses, the modal closes, and the
    // wallet list still connects.
    await modal(page).getByText('Request was aborted', { exact: true }).waitFor();
    await modal(page).getByRole('button', { name: 'Back', exact: true }).click();
    await modal(page, 'Connect Wallet').getByRole('list', { name: 'Wallets' }).waitFor();
    await modal(page).getByRole('button', { name: 'Dismiss', exact: true }).click();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await connectButton(page).click();
    await modal(page, 'Connect Wallet')
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    await page.getByTitle(`Account ${sandbox.accounts[FALLBACK_ACCOUNT_INDEX]!.address}`).waitFor();
    expect(wallet.calls).toContain('eth_requestAccounts');
  },
);

/** A port on 127.0.0.1 where nothing listens (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
