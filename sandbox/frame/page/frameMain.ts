// The secure frame page in the browser: finds and checks its parent, then wires postMessage to the host.
// Runs on the frame origin; the keys it loads stay in this page's memory and are never posted.

import { FRAME_READY_TYPE } from '../../../src/frame/schemas/events';
import { createHttpAuthClient } from './AuthClient';
import { createFrameHost, type FrameChain } from './createFrameHost';
import type { ApprovalRequest } from './createFrameRpc';
import { matchOrigin } from './matchOrigin';

interface PageConfig {
  apiUrl: string;
  projectId: string;
  chains: FrameChain[];
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

/** Shows the approval card; resolves with the user's choice. Only one is open at a time. */
function askApproval(approval: ApprovalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    approvalSection.replaceChildren();
    const heading = document.createElement('h1');
    heading.textContent = 'Approve request';
    heading.id = 'frame-approval-title';
    approvalSection.setAttribute('role', 'dialog');
    approvalSection.setAttribute('aria-labelledby', heading.id);
    const method = document.createElement('p');
    method.textContent = `Method: ${approval.method}`;
    const list = document.createElement('dl');
    for (const line of approval.lines) {
      const term = document.createElement('dt');
      term.textContent = line.label;
      const value = document.createElement('dd');
      const pre = document.createElement('pre');
      pre.textContent = line.value;
      value.append(pre);
      list.append(term, value);
    }
    const finish = (approved: boolean) => {
      approvalSection.hidden = true;
      approvalSection.replaceChildren();
      status.hidden = false;
      resolve(approved);
    };
    const approve = document.createElement('button');
    approve.type = 'button';
    approve.textContent = 'Approve';
    approve.addEventListener('click', () => finish(true));
    const reject = document.createElement('button');
    reject.type = 'button';
    reject.textContent = 'Reject';
    reject.addEventListener('click', () => finish(false));
    approvalSection.append(heading, method, list, approve, reject);
    status.hidden = true;
    approvalSection.hidden = false;
    approve.focus();
  });
}

async function main(): Promise<void> {
  const config = JSON.parse(document.getElementById('frame-config')?.textContent ?? '{}') as PageConfig;
  const query = new URLSearchParams(window.location.search);
  const projectId = query.get('projectId') || config.projectId;
  const origin = parentOrigin();
  if (window.parent === window || !origin) {
    status.textContent = 'This page only works inside an app that embeds the Portico wallet.';
    return;
  }
  const response = await fetch(
    `${config.apiUrl}/v1/allowed-origins?projectId=${encodeURIComponent(projectId)}`,
  );
  const { allowedOrigins = [] } = (await response.json()) as { allowedOrigins?: string[] };
  if (!matchOrigin(origin, allowedOrigins)) {
    // No READY: the kit times out and shows its "origin not allowed" alert; this text says why.
    status.textContent = `The origin ${origin} is not allowed for project "${projectId}".`;
    return;
  }
  const parent = window.parent;
  const host = createFrameHost({
    post: (message) => parent.postMessage(message, origin),
    auth: createHttpAuthClient(window.location.origin),
    chains: config.chains,
    approvals: { request: askApproval },
    storage: window.localStorage,
    parentOrigin: origin,
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
    void host.handle(event.data);
  });
  status.textContent = 'Wallet ready.';
  // getRandomValues, not randomUUID: the latter exists only in secure contexts (not plain http on a LAN IP).
  const readyId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  parent.postMessage({ type: FRAME_READY_TYPE, id: readyId }, origin);
}

main().catch((error: unknown) => {
  status.textContent = `The wallet could not start: ${error instanceof Error ? error.message : String(error)}`;
});
