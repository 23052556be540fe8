/** One measured figure of the bench, with its DESIGN §6 budget. */
export interface Figure {
  key: FigureKey;
  label: string;
  unit: 'kB' | 'ms' | 'MiB' | 'requests';
  budget: number;
}

/** Names of the figures, as stored in bench/history.json. */
export type FigureKey =
  | 'initialJsKb'
  | 'jsToWalletListKb'
  | 'clickToListMs'
  | 'heapAfterOpenMiB'
  | 'outsideRequests';

/** The DESIGN §6 budgets, in the order the table prints them. */
export const figures: readonly Figure[] = [
  { key: 'initialJsKb', label: 'initial JS added by the kit (gzip)', unit: 'kB', budget: 45 },
  {
    key: 'jsToWalletListKb',
    label: 'JS fetched until the wallet list shows (gzip)',
    unit: 'kB',
    budget: 120,
  },
  { key: 'clickToListMs', label: 'click on connect -> wallet list painted', unit: 'ms', budget: 50 },
  { key: 'heapAfterOpenMiB', label: 'JS heap after the modal opened', unit: 'MiB', budget: 4 },
  { key: 'outsideRequests', label: 'requests to outside hosts at page load', unit: 'requests', budget: 0 },
];
