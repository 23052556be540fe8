import { type AppKit, base, createAppKit, createMemoryStorage, ethereum, solana } from '../../src/index';
import { createStubApi, type HistoryAnswer, type StubApi } from './historyFixtures';

/** How the stub blockchain API answers history requests: by query (and the account in the path). */
export type ServeHistory = (
  query: Record<string, string>,
  account: string,
) => HistoryAnswer | Promise<HistoryAnswer>;

/**
 * A kit as the history tests use it: Ethereum, Base and Solana, memory storage, an `apiUrl` served by
 * a stub `fetch` (installed globally until `restore()`), analytics off unless asked.
 */
export async function createHistoryTestKit(
  serve: ServeHistory,
  {
    analytics = false,
    loadPlugin = true,
    supportedChains,
  }: { analytics?: boolean; loadPlugin?: boolean; supportedChains?: string[] } = {},
): Promise<{ kit: AppKit; api: StubApi; restore(): void }> {
  const realFetch = globalThis.fetch;
  const api = createStubApi({ history: serve, ...(supportedChains ? { supportedChains } : {}) });
  globalThis.fetch = api.fetch;
  const kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum, base, solana],
    apiUrl: 'https://api.test/',
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics },
  });
  await kit.ready;
  if (loadPlugin) await kit.plugins.load('history');
  return {
    kit,
    api,
    restore() {
      kit.destroy();
      globalThis.fetch = realFetch;
    },
  };
}
