import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { serveStatic } from './harness/serveStatic';

// Issue 12 items 1-2, the attacks of "What was seen" as a visitor's browser meets them: a page on another
// local port embedding the frame (with the demo's projectId and with another), a click through a
// transparent frame, and two signatures at once. Each was possible on the old frame.

/** The demo's projectId (sandbox/demo/src/createDemoKit.ts). */
const DEMO_PROJECT = 'sandbox';

/** An attacker page on its own 127.0.0.1 port that embeds the secure frame and records what it posts. */
async function serveAttacker() {
  const root = mkdtempSync(join(tmpdir(), 'portico-attacker-'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><body><script>
window.__seen = [];
window.addEventListener('message', (event) => window.__seen.push(event.data));
</script></body></html>`,
  );
  return serveStatic({ root });
}

/** Embeds `src` in the attacker page and posts GET_USER and SIGN_OUT to it as soon as it loads. */
function embedAndAsk(page: Page, src: string, referrer: boolean) {
  return page.evaluate(
    ([url, sendReferrer]) =>
      new Promise<void>((resolve) => {
        const iframe = document.createElement('iframe');
        if (!sendReferrer) iframe.referrerPolicy = 'no-referrer';
        iframe.src = url as string;
        iframe.addEventListener(
          'load',
          () => {
            for (const [type, payload] of [
              ['@portico-app/GET_USER', { chainId: 31337 }],
              ['@portico-app/SIGN_OUT', undefined],
            ] as const) {
              iframe.contentWindow?.postMessage({ type, id: `attack-${type}`, payload }, '*');
            }
            resolve();
          },
          { once: true },
        );
        document.body.appendChild(iframe);
      }),
    [src, referrer] as const,
  );
}

browserTest(
  'security: a page on another port gets neither the visitor nor a sign-out, whatever projectId it sends',
  async (t) => {
    const { page, context, sandbox } = t;
    await t.openDemo({ mode: 'plain' });
    const email = uniqueEmail('foreign-port');
    await signInByEmail(page, sandbox, email);
    const address = await waitForEmbeddedAccount(page);

    const attacker = await serveAttacker();
    try {
      const evil = await context.newPage();
      await evil.goto(attacker.url);
      for (const projectId of [DEMO_PROJECT, 'attacker-project']) {
        const src = `${sandbox.frameOrigin}/sdk?projectId=${projectId}&chainId=31337`;
        await embedAndAsk(evil, src, true);
        // With a Referer the frame answers with its refusal, and never READY.
        await evil.waitForFunction(
          (p) =>
            (
              window as unknown as { __seen: { type?: string; payload?: { projectId?: string } }[] }
            ).__seen.some(
              (m) => m.type === '@portico-frame/ORIGIN_NOT_ALLOWED' && m.payload?.projectId === p,
            ),
          projectId,
        );
        // Without one, CSP frame-ancestors keeps the frame page from loading at all.
        await embedAndAsk(evil, src, false);
      }
      const seen = (
        await evil.evaluate(() => (window as unknown as { __seen: { type?: string }[] }).__seen)
      ).map((m) => m.type);
      expect(seen.every((type) => type === '@portico-frame/ORIGIN_NOT_ALLOWED')).toBe(true);
      expect(JSON.stringify(seen)).not.toContain(email);
      await evil.close();
    } finally {
      await attacker.stop();
    }
    // The demo's session survived: after a reload the kit restores the same account from the frame.
    await page.reload();
    expect(await waitForEmbeddedAccount(page)).toBe(address);
  },
  { timeoutMs: 90_000 },
);

browserTest(
  'security: the demo served from another port gets the invalid-configuration alert, not silence',
  async (t) => {
    const { page, sandbox } = t;
    const copy = await serveDemoElsewhere(sandbox.demoUrl);
    try {
      await page.goto(copy.url);
      await connectButton(page).click();
      const connect = modal(page, 'Connect Wallet');
      await connect.getByRole('textbox', { name: 'E-mail address' }).fill(uniqueEmail('refused'));
      await connect.getByRole('button', { name: 'Continue with e-mail', exact: true }).click();
      await page.waitForFunction(
        () =>
          (
            window as unknown as {
              __kit?: { store: { getState(): { alerts: { current: { id: string } | null } } } };
            }
          ).__kit?.store.getState().alerts.current?.id === 'INVALID_APP_CONFIGURATION',
      );
    } finally {
      await copy.stop();
    }
  },
  { allowErrors: [/not allowed/i, /Invalid App Configuration/i] },
);

/**
 * The demo exactly as the sandbox serves it, from another 127.0.0.1 port: a proxy, so it is the same
 * build (the harness builds into a folder of its own per run).
 */
async function serveDemoElsewhere(demoUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    fetch(new URL(request.url ?? '/', demoUrl))
      .then(async (answer) => {
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The Playwright frame of the kit's secure iframe. */
function frameOf(page: Page, origin: string): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(`${origin}/sdk`));
  if (!frame) throw new Error('no secure frame');
  return frame;
}

browserTest('security: a click through a transparent frame does not approve', async (t) => {
  const { page, sandbox } = t;
  await t.openDemo({ mode: 'plain' });
  await signInByEmail(page, sandbox, uniqueEmail('transparent'));
  const address = await waitForEmbeddedAccount(page);
  // The clickjacking set-up: the frame is there and clickable, but all but invisible.
  await page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Secure wallet"]');
    if (iframe) iframe.style.opacity = '0.01';
  });
  let settled = false;
  const message = 'Do not sign me blind';
  const signing = sendEip155<`0x${string}`>(page, 'personal_sign', [message, address]).finally(() => {
    settled = true;
  });
  await waitForApproval(page);
  const approve = secureFrame(page).getByRole('button', { name: 'Approve', exact: true });
  await approve.click({ force: true });
  await approve.click({ force: true });
  expect(await approve.isDisabled()).toBe(true);
  // Made visible again, Approve is enabled after its delay; the forced clicks before had no effect.
  await page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Secure wallet"]');
    if (iframe) iframe.style.opacity = '';
  });
  await frameOf(page, sandbox.frameOrigin).waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Approve');
    return button !== undefined && !button.disabled;
  });
  expect(settled).toBe(false);
  await approve.click();
  const result = await signing;
  if (!result.ok) throw new Error(result.message);
  expect(await verifyMessage({ address, message, signature: result.value })).toBe(true);
});

browserTest(
  'behavior: two concurrent signatures both settle, in order, each with its own card',
  async (t) => {
    const { page, sandbox } = t;
    await t.openDemo({ mode: 'plain' });
    await signInByEmail(page, sandbox, uniqueEmail('concurrent'));
    const address = await waitForEmbeddedAccount(page);
    const order: string[] = [];
    const first = sendEip155<`0x${string}`>(page, 'personal_sign', ['first message', address]).finally(() =>
      order.push('first'),
    );
    const second = sendEip155<`0x${string}`>(page, 'personal_sign', ['second message', address]).finally(() =>
      order.push('second'),
    );
    const frame = secureFrame(page);
    for (const message of ['first message', 'second message']) {
      await waitForApproval(page);
      await frame.getByText(message, { exact: true }).waitFor();
      await frame.getByRole('button', { name: 'Approve', exact: true }).click();
    }
    const [a, b] = await Promise.all([first, second]);
    if (!a.ok || !b.ok) throw new Error(`not signed: ${JSON.stringify([a, b])}`);
    expect(await verifyMessage({ address, message: 'first message', signature: a.value })).toBe(true);
    expect(await verifyMessage({ address, message: 'second message', signature: b.value })).toBe(true);
    expect(order).toEqual(['first', 'second']);
  },
);
