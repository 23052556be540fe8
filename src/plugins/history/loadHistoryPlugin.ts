import { historyPlugin } from './historyPlugin';

/** What `loadHistoryPlugin` needs of a kit (an `AppKit` has it). */
export interface HistoryPluginKit {
  plugins: { load(name: string): Promise<void> };
}

/**
 * Loads the history plugin into `kit` (its slice, endpoint and listeners) and returns its thunks,
 * actions and selectors, for a host that shows activity its own way (docs/plugins/history.md). They
 * stay in the plugin's lazy chunk: nothing of them is in the page until this is called.
 */
export async function loadHistoryPlugin(kit: HistoryPluginKit) {
  await kit.plugins.load(historyPlugin.name);
  const [thunks, slice, selectors] = await Promise.all([
    import('./fetchTransactions'),
    import('./historySlice'),
    import('./historySelectors'),
  ]);
  return {
    fetchTransactions: thunks.fetchTransactions,
    loadMoreTransactions: thunks.loadMoreTransactions,
    refreshTransactions: thunks.refreshTransactions,
    historyWatchStarted: slice.historyWatchStarted,
    historyWatchStopped: slice.historyWatchStopped,
    historyCleared: slice.historyCleared,
    selectHistory: selectors.selectHistory,
  };
}

/** The thunks, actions and selectors `loadHistoryPlugin` resolves with. */
export type HistoryPluginApi = Awaited<ReturnType<typeof loadHistoryPlugin>>;
