import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage } from 'viem';
import { truncateMiddle } from '../src/core/format';
import { browserTest } from './harness/browserTest';
import {
  type Settled,
  secureFrame,
  sendEip155,
  signInByEmail,
  uniqueEmail,
  waitForApproval,
  waitForEmbeddedAccount,
} from './harness/embeddedWalletPage';
import { connectButton, modal } from './harness/kitPage';

// Issue 6's browser acceptance, part 1: the embedded wallet in the demo against the sandbox's reference
// secure frame (its own origin), mail catcher and anvil. A visitor signs in by e-mail with the code
// from the inbox, signs and sends through the frame's own approval card, and signs out. The other
// half (social login, foreign origins, a frame that never loads) is embeddedWalletEdges.e2e.ts.

/** The anvil account that receives the test transfers (no other test reads its balance). */
const RECIPIENT_INDEX = 9;

/** The visitor's account button on the host page ("Account 0x…" tooltip). */
const accountButton = (page: Page, address: string) => page.getByTitle(`Account ${address}`);

browserTest(
  'behavior: e-mail login with the code from the mail catcher; Account; personal_sign and Solana signMessage',
  async (t) => {
    const { page, sandbox } = t;
    const email = uniqueEmail('login');
    await t.openDemo({ mode: 'plain' });
    await signInByEmail(page, sandbox, email);
    const address = await waitForEmbeddedAccount(page);

    // The Account view: the address and who is signed in.
    await accountButton(page, address).click();
    const account = modal(page, 'Account');
    await account.getByRole('heading', { name: truncateMiddle(address) }).waitFor();
    await account.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    // personal_sign waits for Approve in the frame; the signature verifies in Node for that address.
    const message = 'Sign in to the Portico demo';
    const signing = sendEip155<`0x${string}`>(page, 'personal_sign', [message, address]);
    await waitForApproval(page);
    await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();
    const signed = await signing;
    if (!signed.ok) throw new Error(`personal_sign failed: ${signed.message}`);
    expect(await verifyMessage({ address, message, signature: signed.value })).toBe(true);
    await modal(page).waitFor({ state: 'detached' });

    // Solana: the same login holds an ed25519 key; signMessage through provider:solana verifies in Node.
    const solanaSigning = page.evaluate(async (text) => {
      const kit = (window as unknown as { __kit: { services: { get(id: string): unknown } } }).__kit;
      const provider = kit.services.get('provider:solana') as {
        publicKey?: string;
        signMessage(bytes: Uint8Array): Promise<Uint8Array>;
      };
      const signature = await provider.signMessage(new TextEncoder().encode(text));
      return { publicKey: String(provider.publicKey), signature: Array.from(signature) };
    }, message);
    await waitForApproval(page);
    await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();
    const solana = await solanaSigning;
    expect(
      ed25519.verify(
        Uint8Array.from(solana.signature),
        new TextEncoder().encode(message),
        base58.decode(solana.publicKey),
      ),
    ).toBe(true);
  },
);

browserTest('behavior: eth_sendTransaction approved in the frame is mined on anvil', async (t) => {
  const { page, sandbox } = t;
  await t.openDemo({ mode: 'plain' });
  await signInByEmail(page, sandbox, uniqueEmail('approve'));
  const address = await waitForEmbeddedAccount(page);
  // A new wallet holds nothing: fund it from Node, as a faucet would.
  const client = createPublicClient({ transport: http(sandbox.rpcUrl) });
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('1').toString(16)}`] as never,
  });

  const recipient = sandbox.accounts[RECIPIENT_INDEX]!.address;
  const sending = sendEip155<`0x${string}`>(page, 'eth_sendTransaction', [
    { from: address, to: recipient, value: `0x${parseEther('0.01').toString(16)}` },
  ]);
  // The kit's ApproveTransaction view, with the frame's card shown over it.
  await waitForApproval(page);
  await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).click();
  const sent: Settled<`0x${string}`> = await sending;
  if (!sent.ok) throw new Error(`eth_sendTransaction failed: ${sent.message}`);
  const receipt = await client.waitForTransactionReceipt({ hash: sent.value });
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
  // The modal opened for the request closes with it.
  await modal(page).waitFor({ state: 'detached' });
});

browserTest(
  'error: a transaction rejected in the frame rejects with 4001 and the modal stays usable',
  async (t) => {
    const { page, sandbox } = t;
    await t.openDemo({ mode: 'plain' });
    await signInByEmail(page, sandbox, uniqueEmail('reject'));
    const address = await waitForEmbeddedAccount(page);

    const sending = sendEip155(page, 'eth_sendTransaction', [
      { from: address, to: sandbox.accounts[RECIPIENT_INDEX]!.address, value: '0x1' },
    ]);
    await waitForApproval(page);
    await secureFrame(page).getByRole('button', { name: 'Reject', exact: true }).click();
    const sent = await sending;
    expect(sent).toEqual({ ok: false, code: 4001, message: expect.any(String) });
    // The frame is hidden again and the modal works: the Account view opens and shows the wallet.
    await modal(page).waitFor({ state: 'detached' });
    await page.locator('iframe[title="Secure wallet"]').waitFor({ state: 'hidden' });
    await accountButton(page, address).click();
    await modal(page, 'Account')
      .getByRole('heading', { name: truncateMiddle(address) })
      .waitFor();
  },
);

browserTest(
  'behavior: a reload stays signed in (IS_CONNECTED); Disconnect signs out and forgets the e-mail',
  async (t) => {
    const { page, sandbox } = t;
    const email = uniqueEmail('reload');
    await t.openDemo({ mode: 'plain' });
    await signInByEmail(page, sandbox, email);
    const address = await waitForEmbeddedAccount(page);

    await page.reload();
    // Restored by the frame's own session, without a click: same address, no connect button.
    expect(await waitForEmbeddedAccount(page)).toBe(address);
    await accountButton(page, address).waitFor();
    expect(await connectButton(page).count()).toBe(0);

    // Before signing out, the login data is stored (so the check below is not vacuous).
    const storedEmail = () =>
      page.evaluate(
        (mail) =>
          Object.keys(localStorage).filter(
            (key) => key.startsWith('@appkit/') && (localStorage.getItem(key) ?? '').includes(mail),
          ),
        email,
      );
    expect((await storedEmail()).length).toBeGreaterThan(0);

    await accountButton(page, address).click();
    await modal(page, 'Account').getByText(`Signed in as ${email}`, { exact: true }).waitFor();
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect', exact: true }).click();
    await connectButton(page).waitFor();
    // Persistence is asynchronous (redux-persist): wait until no `@appkit/` key holds the e-mail.
    await page.waitForFunction((mail) => {
      const keys = Object.keys(localStorage).filter((key) => key.startsWith('@appkit/'));
      return keys.length > 0 && keys.every((key) => !(localStorage.getItem(key) ?? '').includes(mail));
    }, email);
  },
);
