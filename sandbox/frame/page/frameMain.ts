// The secure frame page in the browser: finds and checks its parent, then wires postMessage to the host.
// Runs on the frame origin; the keys it loads stay in this page's memory and are never posted.

import { FRAME_READY_TYPE, FRAME_REFUSED_TYPE, FRAME_RESIZE_TYPE } from '../../../src/frame/schemas/events';
import { parseFrameEvent } from '../../../src/frame/schemas/parse';
import { createHttpAuthClient } from './AuthClient';
import { applyFrameTheme } from './applyFrameTheme';
import { createApprovalLookups } from './createApprovalLookups';
import { createApprovalQueue } from './createApprovalQueue';
import { createFrameHost, type FrameChain } from './createFrameHost';
import { describeApproval } from './describeApproval';
import { matchOrigin } from './matchOrigin';
import { showApprovalCard } from './showApprovalCard';
import { watchFrameSession } from './watchFrameSession';

interface PageConfig {
  apiUrl: string;
  projectId: string;
  chains: FrameChain[];
  /** The project's allow-list, read by the server from the API (also sent as CSP frame-ancestors). */
  allowedOrigins: string[];
  /** Set by the server when the embedding page's origin is not allowed: this page only says so. */
  refused?: string;
}

const status = document.getElementById('frame-status') as HTMLElement;
const approvalSection = document.getElementById('frame-approval') as HTMLElement;

/** The parent's origin: ancestorOrigins where the browser has it, else the referrer's origin. */
function parentOrigin(): string | undefined {
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** 32 hex digits; getRandomValues, not randomUUID: the latter exists only in secure contexts. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

async function main(): Promise<void> {
  const config = JSON.parse(document.getElementById('frame-config')?.textContent ?? '{}') as PageConfig;
  const query = new URLSearchParams(window.location.search);
  // The server's value (the iframe URL's projectId): the allow-list above was read for it.
  const projectId = config.projectId;
  const origin = parentOrigin();
  if (window.parent === window || !origin) {
    status.textContent = 'This page only works inside an app that embeds the Portico wallet.';
    return;
  }
  // Every ancestor, not only the parent: an allowed app framed by a foreign page is refused too.
  const chain = [origin];
  const ancestors = window.location.ancestorOrigins;
  for (let index = 0; ancestors && index < ancestors.length; index += 1)
    chain.push(ancestors[index] ?? 'null');
  const foreign = config.refused ?? chain.find((ancestor) => !matchOrigin(ancestor, config.allowedOrigins));
  if (foreign !== undefined) {
    status.textContent = `The origin ${foreign} is not allowed for project "${projectId}".`;
    // Not silence: the kit maps this to its invalid-configuration alert. It carries nothing secret.
    window.parent.postMessage(
      { type: FRAME_REFUSED_TYPE, id: randomId(), payload: { origin: foreign, projectId } },
      origin,
    );
    return;
  }
  const parent = window.parent;
  // The visitor's preference until the kit's SYNC_THEME arrives (it is queued before any request).
  applyFrameTheme(document.documentElement, {
    themeMode: window.matchMedia?.('(prefers-color-scheme: light)').matches ? 'light' : 'dark',
  });
  const lookups = createApprovalLookups({ apiUrl: config.apiUrl, projectId, chains: config.chains });
  // The card's height goes to the kit (schema-checked like every frame event) so it sizes the iframe.
  const postHeight = (height: number) => {
    const message = { type: FRAME_RESIZE_TYPE, id: randomId(), payload: { height } };
    if (parseFrameEvent(message).ok) parent.postMessage(message, origin);
  };
  const host = createFrameHost({
    post: (message) => parent.postMessage(message, origin),
    auth: createHttpAuthClient(window.location.origin, { parentOrigin: origin, projectId }),
    chains: config.chains,
    approvals: createApprovalQueue({
      show: async (approval, signal) => {
        status.textContent = 'Preparing the request…';
        // Names, prices and the fee are looked up before the card shows (each bounded), so what the
        // visitor reads never changes under them once the buttons can be pressed.
        const card = await describeApproval(approval, { origin, chains: config.chains, lookups });
        if (signal.aborted) {
          status.textContent = 'Wallet ready.';
          return false;
        }
        status.hidden = true;
        return showApprovalCard(approvalSection, card, signal, postHeight).finally(() => {
          status.textContent = 'Wallet ready.';
          status.hidden = false;
        });
      },
    }),
    storage: window.localStorage,
    parentOrigin: origin,
    projectId,
    initialChainId: query.get('chainId') ?? undefined,
    // Mode, accent, radius and font, checked value by value (applyFrameTheme.ts).
    onTheme: (theme) => applyFrameTheme(document.documentElement, theme),
    onReload: () => window.location.reload(),
  });
  window.addEventListener('message', (event) => {
    // Only the embedding window on the allowed origin may talk to the wallet; anything else is ignored.
    if (event.origin !== origin || event.source !== parent) return;
    if (!matchOrigin(event.origin, config.allowedOrigins)) return;
    void host.handle(event.data);
  });
  // Sign-out in another tab, revocation or expiry reach the kit at once, not at its next request.
  watchFrameSession({ host, window, document });
  status.textContent = 'Wallet ready.';
  parent.postMessage({ type: FRAME_READY_TYPE, id: randomId() }, origin);
}

main().catch((error: unknown) => {
  status.textContent = `The wallet could not start: ${error instanceof Error ? error.message : String(error)}`;
});
