// The secure frame page in the browser: finds and checks its parent, then wires postMessage to the host.
// Runs on the frame origin; the keys it loads stay in this page's memory and are never posted.

import { FRAME_READY_TYPE, FRAME_REFUSED_TYPE } from '../../../src/frame/schemas/events';
import { createHttpAuthClient } from './AuthClient';
import { createApprovalQueue } from './createApprovalQueue';
import { createFrameHost, type FrameChain } from './createFrameHost';
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
  const host = createFrameHost({
    post: (message) => parent.postMessage(message, origin),
    auth: createHttpAuthClient(window.location.origin, { parentOrigin: origin, projectId }),
    chains: config.chains,
    approvals: createApprovalQueue({
      show: (approval, signal) => {
        status.hidden = true;
        return showApprovalCard(approvalSection, approval, signal).finally(() => {
          status.hidden = false;
        });
      },
    }),
    storage: window.localStorage,
    parentOrigin: origin,
    projectId,
    initialChainId: query.get('chainId') ?? undefined,
    onTheme: (theme) => {
      const mode = (theme as { themeMode?: string }).themeMode;
      document.documentElement.style.colorScheme = mode === 'light' ? 'light' : 'dark';
    },
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
