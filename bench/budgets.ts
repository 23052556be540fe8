/**
 * One measured figure of the bench, with its budget. The budgets are issue 30's (docs/bench.md,
 * "Budgets"): start-up JS within 35 kB of React alone, everything fetched at idle within 120 kB with
 * React (the issue's React-only page weighed 46 kB, so 74 kB added by the kit), click -> wallet list
 * within 2.5 times React alone's in the same run; the history API's from issue 10.
 */
export interface Figure {
  key: FigureKey;
  label: string;
  unit: 'kB' | 'ms' | 'MiB' | 'requests' | 'x';
  budget: number;
  /**
   * Where it is measured: a browser figure is skipped by `--api-only`, a host figure (the packed kit in
   * a host app built with esbuild or Vite) also by `--no-host`.
   */
  needs: 'browser' | 'host' | 'api';
}

/** The three builds the browser figures come from: the bench app (sources) and the two host apps. */
const BUILDS = [
  { prefix: '', label: 'bench app', needs: 'browser' },
  { prefix: 'esbuild', label: 'host app (esbuild)', needs: 'host' },
  { prefix: 'vite', label: 'host app (vite)', needs: 'host' },
] as const;

type BuildPrefix = (typeof BUILDS)[number]['prefix'];
type PerBuild<Name extends string> = BuildPrefix extends infer P
  ? P extends ''
    ? Uncapitalize<Name>
    : `${P & string}${Name}`
  : never;

/** Names of the figures, as stored in bench/history.json. */
export type FigureKey =
  | PerBuild<
      'InitialJsKb' | 'IdleJsKb' | 'JsToWalletListKb' | 'ClickToListNoHoverMs' | 'ClickToListNoHoverRatio'
    >
  | 'clickToListMs'
  | 'clickToListRatio'
  | 'heapAfterOpenMiB'
  | 'outsideRequests'
  | 'historyFirstPageMs';

/** `initialJsKb` for the bench app, `esbuildInitialJsKb` for a host app. */
export function figureKey<Name extends string>(prefix: BuildPrefix, name: Name): PerBuild<Name> {
  return (prefix ? `${prefix}${name}` : `${name[0]!.toLowerCase()}${name.slice(1)}`) as PerBuild<Name>;
}

/** The per-build figures of one build, in table order. */
function buildFigures({ prefix, label, needs }: (typeof BUILDS)[number]): Figure[] {
  return [
    {
      key: figureKey(prefix, 'InitialJsKb'),
      label: `${label}: start-up JS added (gzip)`,
      unit: 'kB',
      budget: 35,
      needs,
    },
    {
      key: figureKey(prefix, 'IdleJsKb'),
      label: `${label}: JS added by idle (gzip)`,
      unit: 'kB',
      budget: 74,
      needs,
    },
    {
      key: figureKey(prefix, 'JsToWalletListKb'),
      label: `${label}: JS added by first list paint (gzip)`,
      unit: 'kB',
      budget: 120,
      needs,
    },
    {
      key: figureKey(prefix, 'ClickToListNoHoverMs'),
      label: `${label}: click -> list painted, no hover`,
      unit: 'ms',
      budget: 50,
      needs,
    },
    {
      key: figureKey(prefix, 'ClickToListNoHoverRatio'),
      label: `${label}: the same, as a ratio to React only`,
      unit: 'x',
      budget: 2.5,
      needs,
    },
  ];
}

/** The budgets, in the order the table prints them. */
export const figures: readonly Figure[] = [
  ...BUILDS.flatMap(buildFigures),
  {
    key: 'clickToListMs',
    label: 'bench app: click -> list painted, hover first',
    unit: 'ms',
    budget: 50,
    needs: 'browser',
  },
  {
    key: 'clickToListRatio',
    label: 'bench app: the same, as a ratio to React only',
    unit: 'x',
    budget: 2.5,
    needs: 'browser',
  },
  {
    key: 'heapAfterOpenMiB',
    label: 'bench app: JS heap after the modal opened',
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
  {
    key: 'historyFirstPageMs',
    label: 'history first page, 10,000 txs for one account',
    unit: 'ms',
    budget: 50,
    needs: 'api',
  },
];

/** The builds, for the runner. */
export const benchBuilds = BUILDS;
