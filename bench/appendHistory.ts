import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { FigureKey } from './budgets';

/** One bench run as kept in bench/history.json. */
export interface HistoryEntry {
  date: string;
  commit: string | null;
  runs: number;
  /** null when only the API figures were measured (`--api-only`). */
  chromium: string | null;
  /** The figures measured in this run (older entries predate the history API figure). */
  figures: Partial<Record<FigureKey, number>>;
  /** Informational: the pages' totals, React included (absent with `--api-only`). */
  totals?: { baselineInitialJsKb: number; kitInitialJsKb: number; kitJsToWalletListKb: number };
  /** Informational: click -> list of the kit over that of the React-only app, per build and click mode. */
  clickToListRatios?: Record<string, number>;
  withinBudget: boolean;
}

/** Appends an entry to the history file (a JSON array), creating it on first use. */
export function appendHistory(path: string, entry: HistoryEntry): void {
  const history: HistoryEntry[] = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as HistoryEntry[])
    : [];
  history.push(entry);
  writeFileSync(path, `${JSON.stringify(history, null, 2)}\n`);
}

/** The checked-out commit (with `+dirty` when the tree has changes), or null outside git. */
export function currentCommit(): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return null;
  }
}
