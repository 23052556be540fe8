import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Locator } from 'playwright-core';
import { findRepoRoot } from '../../sandbox/start/findRepoRoot';
import { artifactsDir } from './saveScreenshot';
import { waitForDialogToSettle } from './waitForDialogToSettle';

// The accessibility tree of a view as Chromium exposes it (Playwright's `locator.ariaSnapshot()`:
// roles, accessible names, states, as YAML), held against a committed copy in e2e/ariaSnapshots/, the
// way docScreenshot holds pictures against docs/screenshots/ (issue 28's "accessibility-tree snapshot
// of every view committed and diffed"). A lost label, a changed role or a string left in English in
// Arabic shows as a line diff in the failure; UPDATE_ARIA_SNAPSHOTS=1 rewrites the committed copy.

/** Where the committed snapshots live, relative to the repository's root. */
export const ARIA_SNAPSHOTS_DIR = 'e2e/ariaSnapshots';

/** What stands in for a list's content that is this run's data (see `normalizeAriaSnapshot`). */
export const RUN_DATA = '<this run’s data>';

/**
 * Text that differs from run to run, replaced by a fixed token so that only the tree's shape, roles
 * and fixed names are compared. Each rule says what it strips; digits include Arabic-Indic ones.
 */
const RULES: readonly { what: string; pattern: RegExp; token: string }[] = [
  // A WalletConnect pairing URI, also URL-encoded inside a wallet's deep link (its topic and key are
  // new on every pairing).
  { what: 'pairing URI', pattern: /wc(?::|%3A)[^\s"'`]+/gi, token: 'wc:<uri>' },
  // The sandbox's servers listen on free ports.
  { what: 'local URL', pattern: /https?:\/\/(?:127\.0\.0\.1|localhost):\d+[^\s"']*/g, token: '<local-url>' },
  // An e-mail address (the walk signs up with a fresh one each run).
  { what: 'e-mail', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, token: '<email>' },
  // A hex value: an address or a hash, whole or shortened around an ellipsis ("0x70...dc79C8").
  { what: 'hex', pattern: /0x[0-9a-fA-F]{2,}(?:(?:…|\.{3})[0-9a-fA-F]{2,})?/g, token: '0x<hex>' },
  // A clock time ("14:05", "2:05 PM").
  { what: 'time', pattern: /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?/g, token: '<time>' },
];

/**
 * A figure: digits with group and decimal separators (Latin and Arabic-Indic digits, Arabic separators),
 * but not the 0 of a hex value already replaced.
 */
const FIGURE = /[0-9٠-٩](?:[0-9٠-٩.,٫٬\u00a0\u202f ]*[0-9٠-٩])?(?!x<hex>)/g;

/**
 * Lines whose figures are this run's amounts (a balance after other tests' transfers, a fiat total):
 * a line holding a currency code or sign. Their figures become `<n>`; counts and labels elsewhere stay.
 */
const AMOUNT_LINE = /\b(?:ETH|USD|SOL|PUSD|USDC|BTC|DOT|ATOM)\b|[$€£¥]|US\$/;

/** Options of `normalizeAriaSnapshot` and `checkAriaSnapshot`. */
export interface AriaSnapshotOptions {
  /**
   * The view's tab panels list this run's data (the Account view's tokens, NFTs and activity: what the
   * blockchain API and the other tests' transfers left, not the kit's structure): their content is
   * replaced by one line `- text: <this run's data>`; the panel itself stays (its role and name).
   */
  runDataPanels?: boolean;
}

/**
 * Makes a snapshot stable from run to run: the replacements of `RULES`, figures on amount lines
 * replaced by `<n>`, and with `runDataPanels` the content of every tab panel left out.
 */
export function normalizeAriaSnapshot(
  snapshot: string,
  { runDataPanels = false }: AriaSnapshotOptions = {},
): string {
  const out: string[] = [];
  /** Indentation of the tab panel whose children are being left out, or -1. */
  let skipBelow = -1;
  for (const raw of snapshot.replace(/\r\n/g, '\n').split('\n')) {
    const indent = raw.length - raw.trimStart().length;
    if (skipBelow >= 0 && indent > skipBelow && raw.trim() !== '') continue;
    skipBelow = -1;
    let line = raw;
    for (const rule of RULES) line = line.replace(rule.pattern, rule.token);
    if (AMOUNT_LINE.test(line)) line = line.replace(FIGURE, '<n>');
    out.push(line);
    if (runDataPanels && /^\s*- tabpanel\b/.test(line) && line.trimEnd().endsWith(':')) {
      out.push(`${' '.repeat(indent + 2)}- text: ${RUN_DATA}`);
      skipBelow = indent;
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * A line diff of `expected` against `actual` (longest common subsequence), `-` for lines only in the
 * committed copy, `+` for lines only in this run, with `context` unchanged lines around each change.
 */
export function lineDiff(expected: string, actual: string, context = 2): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  // lcs(i, j): length of the longest common subsequence of a[i..] and b[j..], in one flat table.
  const width = b.length + 1;
  const table = new Array<number>((a.length + 1) * width).fill(0);
  const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * width + j] = a[i] === b[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
  const ops: { sign: ' ' | '-' | '+'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ sign: ' ', text: a[i] ?? '' });
      i++;
      j++;
    } else if (i < a.length && (j === b.length || lcs(i + 1, j) >= lcs(i, j + 1))) {
      ops.push({ sign: '-', text: a[i] ?? '' });
      i++;
    } else {
      ops.push({ sign: '+', text: b[j] ?? '' });
      j++;
    }
  }
  const near = (index: number) =>
    ops.slice(Math.max(0, index - context), index + context + 1).some((op) => op.sign !== ' ');
  const lines: string[] = [];
  let skipped = false;
  ops.forEach((op, index) => {
    if (op.sign !== ' ' || near(index)) {
      if (skipped) lines.push('  ...');
      skipped = false;
      lines.push(`${op.sign} ${op.text}`);
    } else {
      skipped = true;
    }
  });
  if (skipped && lines.length > 0) lines.push('  ...');
  return lines.join('\n');
}

/** An accessibility-tree snapshot that no longer matches its committed copy in e2e/ariaSnapshots/. */
export class AriaSnapshotMismatchError extends Error {
  constructor(
    /** The snapshot's name, e.g. `ar/connect.yaml`. */
    readonly snapshot: string,
    /** The line diff (committed copy `-`, this run `+`); undefined when there is no committed copy. */
    readonly diff: string | undefined,
    /** This run's normalised snapshot, in e2e/artifacts/ariaSnapshots/. */
    readonly actualPath: string,
  ) {
    super(
      diff === undefined
        ? `accessibility-tree snapshot ${snapshot} has no committed copy in ${ARIA_SNAPSHOTS_DIR}/: run with UPDATE_ARIA_SNAPSHOTS=1, read it and commit it (this run's: ${actualPath}).`
        : `accessibility-tree snapshot ${snapshot} differs from ${ARIA_SNAPSHOTS_DIR}/${snapshot} (- committed, + this run; this run's whole snapshot: ${actualPath}). A deliberate change: run with UPDATE_ARIA_SNAPSHOTS=1 and commit the new copy.\n${diff}`,
    );
    this.name = 'AriaSnapshotMismatchError';
  }
}

/**
 * Takes `locator`'s accessibility-tree snapshot, normalises it, saves it to
 * e2e/artifacts/ariaSnapshots/<name> and compares it with e2e/ariaSnapshots/<name>; returns the
 * mismatch (so a walk can report every view at once) or undefined. With UPDATE_ARIA_SNAPSHOTS=1 it
 * writes the committed copy instead and returns undefined.
 */
export async function checkAriaSnapshot(
  locator: Locator,
  name: string,
  options: AriaSnapshotOptions = {},
): Promise<AriaSnapshotMismatchError | undefined> {
  await waitForDialogToSettle(locator.page());
  const actual = normalizeAriaSnapshot(await locator.ariaSnapshot(), options);
  const actualPath = join(artifactsDir(), 'ariaSnapshots', name);
  await mkdir(dirname(actualPath), { recursive: true });
  await writeFile(actualPath, actual);
  const committed = join(findRepoRoot(), ARIA_SNAPSHOTS_DIR, name);
  // Refreshed on demand, so an ordinary run leaves the tree unchanged.
  if (process.env.UPDATE_ARIA_SNAPSHOTS === '1') {
    await mkdir(dirname(committed), { recursive: true });
    await writeFile(committed, actual);
    return undefined;
  }
  if (!existsSync(committed)) return new AriaSnapshotMismatchError(name, undefined, actualPath);
  const expected = await readFile(committed, 'utf8');
  if (expected === actual) return undefined;
  return new AriaSnapshotMismatchError(name, lineDiff(expected, actual), actualPath);
}

/** Throws one error naming every mismatch of a walk (each with its diff); nothing when there is none. */
export function throwAriaMismatches(mismatches: readonly AriaSnapshotMismatchError[]): void {
  if (mismatches.length === 0) return;
  throw new Error(
    `${mismatches.length} accessibility-tree snapshot(s) changed:\n\n${mismatches.map((m) => m.message).join('\n\n')}`,
  );
}
