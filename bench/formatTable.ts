import { type FigureKey, figures } from './budgets';

/**
 * Renders the figures against their budgets as an aligned text table; `ok` is false for any over
 * budget. A figure without a value (not measured in this run, e.g. `--api-only`) prints as skipped.
 */
export function formatTable(values: Partial<Record<FigureKey, number>>): { text: string; ok: boolean } {
  const rows = figures.map((figure) => {
    const value = values[figure.key];
    if (value === undefined)
      return [figure.label, 'not measured', `<= ${figure.budget} ${figure.unit}`, 'skipped'];
    const decimals = figure.unit === 'requests' ? 0 : figure.unit === 'MiB' ? 2 : 1;
    const within = value <= figure.budget;
    return [
      figure.label,
      `${value.toFixed(decimals)} ${figure.unit}`,
      `<= ${figure.budget} ${figure.unit}`,
      within ? 'ok' : 'OVER',
    ];
  });
  const text = alignTable(['figure (median)', 'measured', 'budget', ''], rows);
  return { text, ok: rows.every((row) => row[3] !== 'OVER') };
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
