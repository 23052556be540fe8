import {
  FRAME_EVENTS_WITH_REQUEST_TIMEOUT,
  FRAME_EVENTS_WITHOUT_LOAD_TIMEOUT,
  FRAME_PATH,
  FRAME_POST_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  type FrameAppEventName,
  type FrameTimeoutReason,
  IFRAME_LOAD_TIMEOUT_MS,
} from '../core/constants/frame';
import { SAFE_RPC_METHODS } from '../core/constants/rpcMethods';
import { SDK_VERSION } from '../core/constants/sdk';
import { RequestAbortedError } from '../core/errors/connectionErrors';
import { PorticoError } from '../core/errors/defineError';
import { FrameError, FrameNotSetError, SomethingWentWrongError } from '../core/errors/embeddedWalletErrors';
import {
  APP_ABORT_REQUEST_TYPE,
  type AppEventPayload,
  appEventType,
  type FrameSuccessPayload,
  type SessionEndedReason,
} from './schemas/events';
import { type ProtocolIssue, parseAppEvent, parseFrameEvent } from './schemas/parse';

// The app side of the embedded-wallet protocol (SPEC §4, §7, §9; docs/embedded-wallet-protocol.md).
// One client per kit: all state (pending requests, timers, readiness) lives in the closure.

/** What `onInvalidMessage` receives: where the message went, its type when known, and issue paths. */
export interface InvalidMessageReport {
  direction: 'inbound' | 'outbound';
  /** The wire type, only when it is one the protocol knows. */
  type?: string;
  /** Path and zod code of each problem. Never a payload value. */
  issues: Array<{ path: string; code: string }>;
}

export interface FrameClientOptions {
  projectId: string;
  /** The chain the frame starts on (CAIP-2 id or numeric id). */
  chainId: string | number;
  /** Secure-site origin (or any URL on it; only the origin is used), e.g. `https://secure.example`. */
  secureSiteOrigin: string;
  /** Path of the frame page on that origin. Default `/sdk`. */
  path?: string;
  /** SDK version sent as `version`. Default `SDK_VERSION`. */
  version?: string;
  enableLogger?: boolean;
  /** Document to insert the iframe into. Default `globalThis.document`. */
  document?: Document;
  /** Called with `iframe_load_failed` or `iframe_request_timeout`; all open requests are then aborted. */
  onTimeout?: (reason: FrameTimeoutReason) => void;
  /** Called for each dropped message (inbound or outbound) that failed its schema. */
  onInvalidMessage?: (report: InvalidMessageReport) => void;
  /**
   * Called once when the frame refuses this embedding (origin or an ancestor not on the project's
   * allow-list); every open and later request then rejects with FrameOriginNotAllowedError.
   */
  onRefused?: (refusal: { origin?: string; projectId?: string }) => void;
  /**
   * Called when the frame announces that its session is gone without this kit asking (sign-out in
   * another tab, revoked or expired at the auth service): the kit shows disconnected at once.
   */
  onSessionEnded?: (ended: { reason: SessionEndedReason }) => void;
  /**
   * Called with the height (CSS px) the frame's shown content needs, each time it changes; only a
   * message from the frame's exact origin and window, checked by its schema, gets here.
   */
  onContentHeight?: (height: number) => void;
}

type RequestArgs<K extends FrameAppEventName> =
  undefined extends AppEventPayload<K> ? [payload?: AppEventPayload<K>] : [payload: AppEventPayload<K>];

export interface FrameClient {
  /** The hidden iframe (shown by the approval view later). */
  readonly iframe: HTMLIFrameElement;
  /** The frame's exact origin: the only target and the only accepted sender. */
  readonly frameOrigin: string;
  /** True once the ready event arrived and the post-ready delay passed. */
  isReady(): boolean;
  /** Sends an app event and resolves with its success payload, or rejects (FrameError, aborted...). */
  request<K extends FrameAppEventName>(name: K, ...args: RequestArgs<K>): Promise<FrameSuccessPayload<K>>;
  /** Aborts every open RPC request except the safe methods; the frame is told to drop their cards. */
  abortRpcRequests(): void;
  /** Aborts every open request. */
  abortAll(): void;
  /** Removes the iframe and the listener and aborts everything. Idempotent. */
  destroy(): void;
}

/** Thrown for an app event whose payload fails its schema; the message is the first issue's. */
export class FrameProtocolError extends PorticoError {
  constructor(issues: ProtocolIssue[]) {
    super({ name: 'FrameProtocolError', message: issues[0]?.message ?? 'Invalid message' });
  }
}

/** The frame refused this embedding: the page's origin (or an ancestor) is not allowed for the project. */
export class FrameOriginNotAllowedError extends PorticoError {
  constructor(refusal: { origin?: string; projectId?: string }) {
    super({
      name: 'FrameOriginNotAllowedError',
      message: 'Invalid App Configuration: this origin is not allowed for the project.',
      code: 'ORIGIN_NOT_ALLOWED',
      fields: { ...refusal },
    });
  }
}

interface PendingRequest {
  id: string;
  name: FrameAppEventName;
  method?: string;
  message: unknown;
  sent: boolean;
  resolve: (payload: unknown) => void;
  reject: (error: Error) => void;
  timers: Array<ReturnType<typeof setTimeout>>;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(SAFE_RPC_METHODS);
const WITHOUT_LOAD_TIMEOUT: ReadonlySet<string> = new Set(FRAME_EVENTS_WITHOUT_LOAD_TIMEOUT);
const WITH_REQUEST_TIMEOUT: ReadonlySet<string> = new Set(FRAME_EVENTS_WITH_REQUEST_TIMEOUT);

/** 16 random bytes as 32 hex digits. */
export function createRequestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function resolveFrameUrl(secureSiteOrigin: string, path: string): URL | undefined {
  try {
    const base = new URL(secureSiteOrigin);
    const url = new URL(path, base.origin);
    // The path may not move the frame elsewhere (`//host/x`, `https://...`); only http(s) is served.
    const sameOrigin = url.origin === base.origin;
    return sameOrigin && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The frame page URL: origin + path, with projectId, chainId, version and enableLogger. */
export function frameUrl(options: FrameClientOptions): URL {
  const url = resolveFrameUrl(options.secureSiteOrigin, options.path ?? FRAME_PATH);
  if (!url) throw new FrameNotSetError();
  url.searchParams.set('projectId', options.projectId);
  url.searchParams.set('chainId', String(options.chainId));
  url.searchParams.set('version', options.version ?? SDK_VERSION);
  url.searchParams.set('enableLogger', String(options.enableLogger ?? false));
  return url;
}

function reportInvalid(
  options: FrameClientOptions,
  direction: InvalidMessageReport['direction'],
  type: string | undefined,
  issues: ProtocolIssue[],
) {
  const entry: InvalidMessageReport = { direction, issues: issues.map(({ path, code }) => ({ path, code })) };
  if (type !== undefined) entry.type = type;
  options.onInvalidMessage?.(entry);
}

/** The hidden iframe, shown and placed later by the kit's approval slot. */
function mountFrameElement(doc: Document, url: URL): HTMLIFrameElement {
  const iframe = doc.createElement('iframe');
  iframe.src = url.toString();
  iframe.title = 'Secure wallet';
  Object.assign(iframe.style, { position: 'fixed', display: 'none', border: 'none', zIndex: '999999999' });
  doc.body.appendChild(iframe);
  return iframe;
}

/** Tells the frame a sent request is withdrawn, so its approval card or queued entry goes (no reply). */
function withdrawRequest(iframe: HTMLIFrameElement, frameOrigin: string, id: string) {
  const message = parseAppEvent({ type: APP_ABORT_REQUEST_TYPE, id: createRequestId(), payload: { id } });
  if (!message.ok) return;
  try {
    iframe.contentWindow?.postMessage(
      { type: message.event.type, id: message.event.id, payload: message.event.payload },
      frameOrigin,
    );
  } catch {
    // The frame is gone (destroyed with the kit): nothing is left to withdraw from.
  }
}

/** The requests waiting for a reply, by id. Settling one removes it and stops its timers. */
class PendingRequests extends Map<string, PendingRequest> {
  settle(id: string): PendingRequest | undefined {
    const entry = this.get(id);
    if (!entry) return undefined;
    this.delete(id);
    entry.timers.forEach(clearTimeout);
    return entry;
  }

  /** Settles and returns every entry that matches. */
  settleWhere(matches: (entry: PendingRequest) => boolean): PendingRequest[] {
    return [...this].filter(([id, entry]) => matches(entry) && this.settle(id)).map(([, entry]) => entry);
  }

  /** The frame has loaded: the load timeout no longer applies to anything waiting. */
  clearLoadTimers() {
    for (const entry of this.values()) {
      entry.timers.forEach(clearTimeout);
      entry.timers = [];
    }
  }
}

/** A request waiting for its reply; what goes out is the parsed event (the schemas strip unknown keys). */
function pendingRequest(
  name: FrameAppEventName,
  id: string,
  event: Extract<ReturnType<typeof parseAppEvent>, { ok: true }>['event'],
  resolve: (payload: unknown) => void,
  reject: (error: Error) => void,
): PendingRequest {
  const { type, payload } = event;
  const entry: PendingRequest = {
    id,
    name,
    message: payload === undefined ? { type, id } : { type, id, payload },
    sent: false,
    resolve,
    reject,
    timers: [],
  };
  if (event.name === 'RPC_REQUEST') entry.method = (event.payload as { method: string }).method;
  return entry;
}

/** Creates the hidden secure frame and the request channel to it. */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const doc = options.document ?? globalThis.document;
  const view = doc.defaultView;
  if (!view) throw new FrameNotSetError();

  const url = frameUrl(options);
  const frameOrigin = url.origin;

  const iframe = mountFrameElement(doc, url);

  const pending = new PendingRequests();
  let readySeen = false;
  let ready = false;
  let destroyed = false;
  let refused: FrameOriginNotAllowedError | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;

  const abortWhere = (matches: (entry: PendingRequest) => boolean) => {
    for (const entry of pending.settleWhere(matches)) {
      if (entry.sent && !refused) withdrawRequest(iframe, frameOrigin, entry.id);
      entry.reject(new RequestAbortedError());
    }
  };

  const timeout = (reason: FrameTimeoutReason) => {
    if (destroyed) return;
    try {
      options.onTimeout?.(reason);
    } finally {
      abortWhere(() => true);
    }
  };

  const send = (entry: PendingRequest) => {
    const { id } = entry;
    const target = iframe.contentWindow;
    if (!target) {
      pending.settle(id)?.reject(new FrameNotSetError());
      return;
    }
    entry.sent = true;
    if (WITH_REQUEST_TIMEOUT.has(entry.name)) {
      entry.timers.push(setTimeout(() => timeout('iframe_request_timeout'), FRAME_REQUEST_TIMEOUT_MS));
    }
    try {
      target.postMessage(entry.message, frameOrigin);
    } catch {
      // Not structured-clonable (a function in RPC params, say): fail this request, keep the rest.
      pending.settle(id)?.reject(new SomethingWentWrongError());
    }
  };

  const becomeReady = () => {
    readyTimer = undefined;
    ready = true;
    for (const entry of [...pending.values()]) if (!entry.sent) send(entry);
  };

  const onMessage = (event: MessageEvent) => {
    // Origin and window both: another origin, or another window of the same origin, is ignored.
    if (destroyed || event.origin !== frameOrigin || event.source === null) return;
    if (event.source !== iframe.contentWindow) return;

    const parsed = parseFrameEvent(event.data);
    if (!parsed.ok) {
      reportInvalid(options, 'inbound', parsed.type, parsed.issues);
      return;
    }
    const message = parsed.event;
    if (message.kind === 'refused') {
      if (readySeen || refused) return;
      const refusal = { ...message.payload };
      refused = new FrameOriginNotAllowedError(refusal);
      for (const entry of pending.settleWhere(() => true)) entry.reject(refused);
      options.onRefused?.(refusal);
      return;
    }
    if (message.kind === 'session-ended') {
      options.onSessionEnded?.({ reason: message.payload.reason });
      return;
    }
    if (message.kind === 'resize') {
      if (!refused) options.onContentHeight?.(message.payload.height);
      return;
    }
    if (message.kind === 'ready') {
      if (refused || readySeen) return;
      readySeen = true;
      pending.clearLoadTimers();
      readyTimer = setTimeout(becomeReady, FRAME_POST_READY_DELAY_MS);
      return;
    }
    const entry = pending.get(message.id);
    if (!entry?.sent) return; // not ours, already settled or aborted
    if (entry.name !== message.name) {
      reportInvalid(options, 'inbound', message.type, [
        { path: 'type', code: 'unexpected_reply', message: '' },
      ]);
      return;
    }
    pending.settle(message.id);
    if (message.kind === 'error') entry.reject(new FrameError(message.payload?.message));
    else entry.resolve(message.payload);
  };

  view.addEventListener('message', onMessage);

  const request = <K extends FrameAppEventName>(
    name: K,
    ...args: RequestArgs<K>
  ): Promise<FrameSuccessPayload<K>> => {
    if (destroyed) return Promise.reject(new RequestAbortedError());
    if (refused) return Promise.reject(refused);
    const id = createRequestId();
    const parsed = parseAppEvent({ type: appEventType(name), id, payload: args[0] });
    if (!parsed.ok) {
      reportInvalid(options, 'outbound', parsed.type, parsed.issues);
      return Promise.reject(new FrameProtocolError(parsed.issues));
    }
    return new Promise<FrameSuccessPayload<K>>((resolve, reject) => {
      const entry = pendingRequest(name, id, parsed.event, resolve as (payload: unknown) => void, reject);
      pending.set(id, entry);
      if (ready) {
        send(entry);
      } else if (!readySeen && !WITHOUT_LOAD_TIMEOUT.has(name)) {
        entry.timers.push(setTimeout(() => timeout('iframe_load_failed'), IFRAME_LOAD_TIMEOUT_MS));
      }
    });
  };

  return {
    iframe,
    frameOrigin,
    isReady: () => ready,
    request,
    abortRpcRequests: () =>
      abortWhere((entry) => entry.name === 'RPC_REQUEST' && !SAFE_METHODS.has(entry.method ?? '')),
    abortAll: () => abortWhere(() => true),
    destroy: () => {
      if (destroyed) return;
      abortWhere(() => true);
      destroyed = true;
      if (readyTimer !== undefined) clearTimeout(readyTimer);
      view.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
