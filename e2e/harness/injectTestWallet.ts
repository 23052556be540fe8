import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { SandboxAccount } from '../../sandbox/chain/startChain';
import {
  createDevWalletProvider,
  type DevWalletProvider,
} from '../../sandbox/demo/devWallet/createDevWalletProvider';
import type { SandboxInfo } from './sandboxInfo';
import { testWalletPageScript } from './testWalletPageScript';

// A plain square with a "T", so screenshots tell the test wallet from the demo's dev wallet.
const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f766e"/><path d="M9 10h14M16 10v13" stroke="#fff" stroke-width="3"/></svg>',
)}`;

/** Parameters of `injectTestWallet`. */
export interface InjectTestWalletParameters {
  sandbox: SandboxInfo;
  /** anvil account indices the wallet holds; the first is selected. Default [1] (token-seeded). */
  accountIndices?: readonly number[];
  /**
   * Accounts by key instead of by index (e.g. a fresh one a test funded itself, so it shares no
   * balance with other tests); when given, `accountIndices` is ignored. The first is selected.
   */
  accounts?: readonly SandboxAccount[];
  name?: string;
  rdns?: string;
  /** The EIP-6963 icon (a data URI); the test wallet's own when absent. */
  icon?: string;
  /** Announce only when the test calls `announce()`, as an extension that loads late does. */
  late?: boolean;
}

/** A wallet injected into a page, controlled from the test. */
export interface TestWallet {
  /** The Node-side provider: its state, `selectAccount`, `disconnect` (events reach the page). */
  provider: DevWalletProvider;
  info: { uuid: string; name: string; icon: string; rdns: string };
  /** Every method the page called, in order (assert what the kit asked the wallet for). */
  calls: string[];
  /**
   * Holds requests for `methods` unanswered, as a wallet waiting for its user would, until the
   * returned function is called (to see a view's waiting state).
   */
  hold(methods: readonly string[]): () => void;
  /** Answers requests for `methods` with an EIP-1193 error (default 4001, the user rejected). */
  reject(methods: readonly string[], code?: number): void;
  /** Announces a `late` wallet now (EIP-6963 announceProvider, unasked). */
  announce(): Promise<void>;
}

/**
 * Injects an EIP-6963 wallet into the page (before its scripts run, on every navigation). Keys never
 * enter the page: requests go through `exposeFunction` to a dev-wallet provider in Node, which signs
 * with viem local accounts and sends to anvil. Call before `page.goto`.
 */
export async function injectTestWallet(
  page: Page,
  parameters: InjectTestWalletParameters,
): Promise<TestWallet> {
  const { sandbox } = parameters;
  const accounts =
    parameters.accounts && parameters.accounts.length > 0
      ? [...parameters.accounts]
      : (parameters.accountIndices ?? [1]).map((index) => {
          const account = sandbox.accounts[index];
          if (!account) throw new Error(`injectTestWallet: the sandbox has no account ${index}`);
          return account;
        });
  const provider = createDevWalletProvider({
    accounts,
    chains: [{ chainId: sandbox.chainId, rpcUrl: sandbox.rpcUrl }],
  });
  const suffix = randomUUID().slice(0, 8);
  const requestBinding = `__testWalletRequest_${suffix}`;
  const eventsGlobal = `__testWalletEvents_${suffix}`;
  const info = {
    uuid: randomUUID(),
    name: parameters.name ?? 'Test Wallet',
    icon: parameters.icon ?? testWalletIcon,
    rdns: parameters.rdns ?? 'dev.portico.test',
  };
  const calls: string[] = [];
  let held: { methods: ReadonlySet<string>; released: Promise<void> } | undefined;
  const hold = (methods: readonly string[]) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    held = { methods: new Set(methods), released };
    return () => {
      held = undefined;
      release();
    };
  };

  const rejected = new Map<string, number>();
  const reject = (methods: readonly string[], code = 4001) => {
    for (const method of methods) rejected.set(method, code);
  };

  await page.exposeFunction(requestBinding, async (json: string) => {
    const { method, params } = JSON.parse(json) as { method: string; params?: unknown };
    calls.push(method);
    if (held?.methods.has(method)) await held.released;
    const rejectCode = rejected.get(method);
    if (rejectCode !== undefined) {
      return JSON.stringify({ error: { code: rejectCode, message: 'User rejected the request.' } });
    }
    try {
      return JSON.stringify({ result: (await provider.request({ method, params })) ?? null });
    } catch (error) {
      const {
        code = -32603,
        message = String(error),
        data,
      } = error as { code?: number; message?: string; data?: unknown };
      return JSON.stringify({ error: { code, message, data } });
    }
  });
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
    provider.on(event, (payload) => {
      // The page may be navigating or closed; an event it misses is one a real wallet would drop too.
      void page
        .evaluate(
          ([name, type, value]) =>
            (window as unknown as Record<string, (t: unknown, v: unknown) => void>)[name as string]?.(
              type,
              value,
            ),
          [eventsGlobal, event, payload] as const,
        )
        .catch(() => undefined);
    });
  }
  await page.addInitScript(testWalletPageScript, {
    requestBinding,
    eventsGlobal,
    info,
    late: parameters.late === true,
  });
  const announce = () =>
    page.evaluate((name) => {
      (window as unknown as Record<string, () => void>)[name]?.();
    }, `${eventsGlobal}_announce`);
  return { provider, info, calls, hold, reject, announce };
}
