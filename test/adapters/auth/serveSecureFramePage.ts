import type { JSDOM } from 'jsdom';
import { createHttpAuthClient } from '../../../sandbox/frame/page/AuthClient';
import type { FrameChain } from '../../../sandbox/frame/page/CreateFrameHostParameters';
import { createFrameHost } from '../../../sandbox/frame/page/createFrameHost';
import type { ApprovalRequest } from '../../../sandbox/frame/page/createFrameRpc';
import { appOrigin, memoryStorage } from '../../../sandbox/frame/testing/frameHarness';
import { FRAME_READY_TYPE } from '../../../src/frame/schemas/events';

// The secure frame page for kits under test in Node: a jsdom document stands in for the host page, and
// when the kit puts its iframe in, this runs the frame page's logic (`createFrameHost` with the HTTP
// auth client, what sandbox/frame/page/frameMain.ts wires in a browser) and carries messages across
// the two origins with the origin and source a browser gives them (postMessage delivers in a later
// task). The chains and the approval answer are the test's (the headless e-mail login refuses every
// approval; the SIWS test answers case by case).

/** Options of `serveSecureFramePage`. */
export interface ServeSecureFramePageOptions {
  frameUrl: string;
  chains: readonly FrameChain[];
  /** The frame's approval card: true approves (default: every request approved). */
  approve?: (request: ApprovalRequest) => boolean | Promise<boolean>;
}

/** A served frame: its origin's storage (the session token) and what its approval card was asked. */
export interface ServedSecureFrame {
  storage: ReturnType<typeof memoryStorage>;
  approvals: ApprovalRequest[];
  stop(): void;
}

/** Serves the frame page to every iframe the kit puts into `dom` for the frame's origin. */
export function serveSecureFramePage(dom: JSDOM, options: ServeSecureFramePageOptions): ServedSecureFrame {
  const parent = dom.window;
  const frameOrigin = new URL(options.frameUrl).origin;
  const storage = memoryStorage();
  const approvals: ApprovalRequest[] = [];
  const served = new WeakSet<object>();
  const deliver = (target: Window, data: unknown, origin: string, source: Window) =>
    setTimeout(
      () =>
        target.dispatchEvent(
          new parent.MessageEvent('message', { data: structuredClone(data), origin, source }),
        ),
      0,
    );

  const load = (iframe: HTMLIFrameElement) => {
    const frame = iframe.contentWindow;
    if (!frame) return;
    const query = new URL(iframe.src).searchParams;
    const projectId = query.get('projectId') ?? '';
    const host = createFrameHost({
      post: (message) => deliver(parent as unknown as Window, message, frameOrigin, frame),
      auth: createHttpAuthClient(options.frameUrl, { parentOrigin: appOrigin, projectId }),
      chains: options.chains,
      approvals: {
        request: async (request) => {
          approvals.push(request);
          return options.approve ? options.approve(request) : true;
        },
      },
      storage,
      parentOrigin: appOrigin,
      projectId,
      initialChainId: query.get('chainId') ?? undefined,
    });
    // The page listens to its parent only; a browser drops a message whose target origin is not the frame's.
    frame.postMessage = ((data: unknown, targetOrigin: string) => {
      if (targetOrigin !== frameOrigin) return;
      setTimeout(() => void host.handle(structuredClone(data)), 0);
    }) as Window['postMessage'];
    deliver(parent as unknown as Window, { type: FRAME_READY_TYPE, id: 'ready-1' }, frameOrigin, frame);
  };

  const observer = new parent.MutationObserver(() => {
    for (const iframe of parent.document.querySelectorAll('iframe')) {
      if (served.has(iframe) || !iframe.src.startsWith(frameOrigin)) continue;
      served.add(iframe);
      load(iframe);
    }
  });
  observer.observe(parent.document.body, { childList: true, subtree: true });
  return { storage, approvals, stop: () => observer.disconnect() };
}
