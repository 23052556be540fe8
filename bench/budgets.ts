/** One measured figure of the bench, with its budget (DESIGN §6; the history API's from issue 10). */
export interface Figure {
  key: FigureKey;
  label: string;
  unit: 'kB' | 'ms' | 'MiB' | 'requests';
  budget: number;
  /**
   * Where it is measured: a browser figure is skipped by `--api-only`, a host figure (the packed kit in
   * a host app built with esbuild or Vite) also by `--no-host`.
   */
  needs: 'browser' | 'host' | 'api';
}

/** Names of the figures, as stored in bench/history.json. */
export type FigureKey =
  | 'initialJsKb'
  | 'jsToWalletListKb'
  | 'clickToListMs'
  | 'clickToListNoHoverMs'
  | 'esbuildInitialJsKb'
  | 'esbuildJsToWalletListKb'
  | 'esbuildClickToListNoHoverMs'
  | 'viteInitialJsKb'
  | 'viteJsToWalletListKb'
  | 'viteClickToListNoHoverMs'
  | 'heapAfterOpenMiB'
  | 'outsideRequests'
  | 'historyFirstPageMs';

/** The budgets, in the order the table prints them. */
export const figures: readonly Figure[] = [
  {
    key: 'initialJsKb',
    label: 'initial JS added by the kit (gzip)',
    unit: 'kB',
    budget: 45,
    needs: 'browser',
  },
  {
    key: 'jsToWalletListKb',
    label: 'JS fetched until the wallet list shows (gzip)',
    unit: 'kB',
    budget: 120,
    needs: 'browser',
  },
  {
    key: 'clickToListMs',
    label: 'click on connect -> wallet list painted (hover first)',
    unit: 'ms',
    budget: 50,
    needs: 'browser',
  },
  {
    key: 'clickToListNoHoverMs',
    label: 'click on connect -> wallet list painted (no hover)',
    unit: 'ms',
    budget: 50,
    needs: 'browser',
  },
  {
    key: 'heapAfterOpenMiB',
    label: 'JS heap after the modal opened',
    unit: 'MiB',
    budget: 4,
    needs: 'browser',
  },
  {
    key: 'outsideRequests',
    label: 'requests to outside hosts at page load',
    unit: 'requests',
    budget: 0,
    needs: 'browser',
  },
  ...(['esbuild', 'vite'] as const).flatMap((bundler): Figure[] => [
    {
      key: `${bundler}InitialJsKb`,
      label: `host app (${bundler}): initial JS added (gzip)`,
      unit: 'kB',
      budget: 45,
      needs: 'host',
    },
    {
      key: `${bundler}JsToWalletListKb`,
      label: `host app (${bundler}): JS fetched by first list paint (gzip)`,
      unit: 'kB',
      budget: 120,
      needs: 'host',
    },
    {
      key: `${bundler}ClickToListNoHoverMs`,
      label: `host app (${bundler}): click -> list painted (no hover)`,
      unit: 'ms',
      budget: 50,
      needs: 'host',
    },
  ]),
  {
    key: 'historyFirstPageMs',
    label: 'history first page, 10,000 txs for one account',
    unit: 'ms',
    budget: 50,
    needs: 'api',
  },
];
