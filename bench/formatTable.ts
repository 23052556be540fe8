import { type FigureKey, figures } from './budgets';

/**
 * Renders the figures against their budgets as an aligned text table, each beside its ratio to the
 * React-only page of the same run where `ratios` has one (a page's JS: (React + kit) / React; a time or
 * a heap: kit / React); `ok` is false for any over budget. A figure without a value (not measured in this run, e.g. `--api-only`) prints as skipped.
 */
export function formatTable(
  values: Partial<Record<FigureKey, number>>,
  ratios: Partial<Record<FigureKey, number>> = {},
): { text: string; ok: boolean } {
  const rows = figures.map((figure) => {
    const value = values[figure.key];
    if (value === undefined)
      return [figure.label, 'not measured', '', `<= ${figure.budget} ${figure.unit}`, 'skipped'];
    const decimals = figure.unit === 'requests' ? 0 : figure.unit === 'MiB' || figure.unit === 'x' ? 2 : 1;
    const within = value <= figure.budget;
    const ratio = ratios[figure.key];
    return [
      figure.label,
      `${value.toFixed(decimals)} ${figure.unit}`,
      ratio === undefined ? '' : `${ratio.toFixed(2)}x`,
      `<= ${figure.budget} ${figure.unit}`,
      within ? 'ok' : 'OVER',
    ];
  });
  const text = alignTable(['figure (median)', 'measured', 'vs React only', 'budget', ''], rows);
  return { text, ok: rows.every((row) => row[4] !== 'OVER') };
}

/** Renders a header and rows of cells as left-aligned text columns under a dashed rule. */
export function alignTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
