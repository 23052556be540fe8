import type { Page } from 'playwright-core';
import { browserTest } from './harness/browserTest';
import { readCodeFromInbox, uniqueEmail } from './harness/embeddedWalletPage';

// Issue 12 item 4, "What was seen" 4: under concurrency the one-time-code limits failed (60 and 200
// parallel wrong codes got 11 and 7 checks where the limit is 3; 20 parallel code requests sent 20
// mails where the 30 s cooldown allows one). Here a page on the frame's own origin — the strongest
// hostile page, with no CORS in its way — fires them in parallel at the auth service's HTTP API.

/** The demo's projectId and the embedding the sessions are bound to (sandbox/demo/src/createDemoKit.ts). */
const DEMO_PROJECT = 'sandbox';

interface Answer {
  status: number;
  error?: string;
  action?: string;
}

/** POSTs `bodies` to `path` of the page's own origin, all at once; each answer's status and JSON. */
function postAll(page: Page, path: string, bodies: unknown[], headers: Record<string, string> = {}) {
  return page.evaluate(
    ([route, all, extra]) =>
      Promise.all(
        (all as unknown[]).map(async (body) => {
          const response = await fetch(route as string, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(extra as Record<string, string>) },
            body: JSON.stringify(body),
          });
          return { status: response.status, ...((await response.json().catch(() => ({}))) as object) };
        }),
      ),
    [path, bodies, headers] as const,
  ) as Promise<Answer[]>;
}

/** Mails in the sandbox's catcher addressed to `email`. */
async function mailsTo(mailUrl: string, email: string): Promise<number> {
  const inbox = (await (await fetch(new URL('/messages', mailUrl))).json()) as { to: string[] }[];
  return inbox.filter((mail) => mail.to.some((to) => to.toLowerCase() === email)).length;
}

const deviceId = () => `hostile-${Math.random().toString(36).slice(2).padEnd(12, '0')}`;

browserTest(
  'security: 20 parallel code requests send one mail; 60 parallel wrong codes get at most 3 checks',
  async (t) => {
    const { page, sandbox } = t;
    // Any page of the frame origin will do: the hostile script runs there, same-origin with the API.
    await page.goto(`${sandbox.frameOrigin}/farcaster?request=none`);
    const email = uniqueEmail('parallel');
    const device = deviceId();

    const starts = await postAll(page, '/auth/email/start', Array(20).fill({ email, deviceId: device }));
    expect(starts.filter((a) => a.status === 200 && a.action === 'VERIFY_OTP')).toHaveLength(1);
    expect(starts.filter((a) => a.status === 429)).toHaveLength(19);
    const code = await readCodeFromInbox(sandbox, email);
    // Every answer is in, so every mail the service sent has been handed to the catcher.
    expect(await mailsTo(sandbox.mailUrl, email)).toBe(1);

    const binding = {
      'x-portico-parent-origin': new URL(sandbox.demoUrl).origin,
      'x-portico-project-id': DEMO_PROJECT,
    };
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await postAll(
      page,
      '/auth/email/verify',
      Array(60).fill({ email, deviceId: device, otp: wrong }),
      binding,
    );
    const checked = guesses.filter((a) => a.error === 'Invalid code');
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(checked.length + guesses.filter((a) => a.status === 429).length).toBe(60);
    // The attempts are spent: even the right code is refused now.
    const [late] = await postAll(
      page,
      '/auth/email/verify',
      [{ email, deviceId: device, otp: code }],
      binding,
    );
    expect(late).toMatchObject({ status: 429, error: 'Too many wrong codes; request a new code' });
  },
  // The refused requests are 4xx answers, which Chromium logs as failed resource loads.
  { allowErrors: [/Failed to load resource/] },
);
