import type { Page } from 'playwright-core';
import { connectButton, modal } from './kitPage';
import type { SandboxInfo } from './sandboxInfo';

// Helpers for the embedded-wallet browser tests: the demo's e-mail login as a visitor does it, with the
// one-time code read from the sandbox's mail catcher (what a person would read in the inbox page).

/** A fresh address per test, so no two tests share a wallet, a session or the 30 s e-mail throttle. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@portico.test`;
}

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  date: string;
}

/**
 * Polls `GET {mailUrl}/messages` until a code mail to `email` arrives, and returns its six digits.
 * Polling rather than sleeping: it returns as soon as the frame's SMTP message has been caught.
 */
export async function readCodeFromInbox(
  sandbox: SandboxInfo,
  email: string,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(new URL('/messages', sandbox.mailUrl));
    const inbox = (await response.json()) as CaughtMail[];
    const mail = inbox.find((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
    const code = mail?.subject.match(/\b(\d{6})\b/)?.[1] ?? mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Connect -> e-mail field -> code from the inbox -> the modal closes on the connection. */
export async function signInByEmail(page: Page, sandbox: SandboxInfo, email: string): Promise<void> {
  await connectButton(page).click();
  const connect = modal(page, 'Connect Wallet');
  await connect.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await connect.getByRole('button', { name: 'Continue with e-mail', exact: true }).click();
  const codeField = modal(page).getByRole('textbox', { name: 'One-time code' });
  await codeField.waitFor();
  // The sixth digit submits (docs/plugins/email.md).
  await codeField.fill(await readCodeFromInbox(sandbox, email));
  await modal(page).waitFor({ state: 'detached' });
}

/** Resolves once the kit reports eip155 connected through the embedded wallet; returns its address. */
export async function waitForEmbeddedAccount(page: Page): Promise<`0x${string}`> {
  const handle = await page.waitForFunction(() => {
    // Right after a reload the demo has not created its kit yet.
    const kit = (window as unknown as { __kit?: { store: { getState(): unknown } } }).__kit;
    if (!kit) return false;
    const state = kit.store.getState() as {
      connection: { status: Record<string, string>; connectorIds: Record<string, string> };
      chains: { chains: Record<string, { accountState: { address?: string } } | undefined> };
    };
    const connected =
      state.connection.status.eip155 === 'connected' && state.connection.connectorIds.eip155 === 'auth';
    return connected ? (state.chains.chains.eip155?.accountState.address ?? false) : false;
  });
  return (await handle.jsonValue()) as `0x${string}`;
}

/** The kit's hidden iframe (title "Secure wallet"), seen from the page: its approval card lives here. */
export function secureFrame(page: Page) {
  return page.frameLocator('iframe[title="Secure wallet"]');
}

/** How a request sent from the page ended: its result, or the EIP-1193 error's code and message. */
export type Settled<T> = { ok: true; value: T } | { ok: false; code: unknown; message: string };

/**
 * Starts an EIP-1193 request on `provider:eip155` and returns how it settles, without throwing, so a
 * test can click in the frame while the request waits and then look at the outcome.
 */
export function sendEip155<T = unknown>(page: Page, method: string, params?: unknown[]): Promise<Settled<T>> {
  return page.evaluate(
    async ([m, p]) => {
      const kit = (
        window as unknown as {
          __kit: {
            services: {
              get(id: string): { request(a: { method: string; params?: unknown }): Promise<unknown> };
            };
          };
        }
      ).__kit;
      try {
        return {
          ok: true,
          value: await kit.services.get('provider:eip155').request({ method: m as string, params: p }),
        };
      } catch (error) {
        const e = error as { code?: unknown; message?: string };
        return { ok: false, code: e.code, message: String(e.message) };
      }
    },
    [method, params] as const,
  ) as Promise<Settled<T>>;
}

/** The ApproveTransaction view with the frame's approval card shown over it. */
export async function waitForApproval(page: Page): Promise<void> {
  await modal(page, 'Approve Transaction').waitFor();
  await secureFrame(page).getByRole('button', { name: 'Approve', exact: true }).waitFor();
  // The iframe itself is displayed (it is `display: none` until a request needs it) and is what the
  // visitor sees at the middle of the view's slot: over the modal, not under it.
  await page.locator('iframe[title="Secure wallet"]').waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const slot = document.getElementById('portico-approve-transaction-slot')?.getBoundingClientRect();
    if (!slot || slot.width === 0 || slot.height === 0) return false;
    const top = document.elementFromPoint(slot.left + slot.width / 2, slot.top + slot.height / 2);
    return top instanceof HTMLIFrameElement && top.title === 'Secure wallet';
  });
  // And it has stopped moving: the modal animates its height as the card arrives, and a click aimed
  // at a frame Chromium still sees moving can miss (a loaded CI machine once waited 60 s on Approve).
  await page.waitForFunction(
    () => {
      const rect = document.querySelector('iframe[title="Secure wallet"]')?.getBoundingClientRect();
      const key = rect ? `${rect.x},${rect.y},${rect.width},${rect.height}` : '';
      const seen = window as unknown as { __frameRect?: string; __frameStill?: number };
      const still = seen.__frameRect === key;
      seen.__frameRect = key;
      seen.__frameStill = still ? (seen.__frameStill ?? 0) + 1 : 0;
      return seen.__frameStill >= 5;
    },
    undefined,
    { polling: 'raf' },
  );
}
