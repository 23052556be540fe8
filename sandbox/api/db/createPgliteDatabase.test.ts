import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgliteDatabase } from './createPgliteDatabase';

/** Every path under `root` (itself included) with its permission bits, as `0600`-style strings. */
function modesUnder(root: string): Map<string, string> {
  const modes = new Map<string, string>();
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    modes.set(path, (stat.mode & 0o777).toString(8).padStart(4, '0'));
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return modes;
}

/** The paths whose modes are not owner-only (0600 for files, 0700 for directories). */
function looseModes(root: string): string[] {
  return [...modesUnder(root)].flatMap(([path, mode]) => {
    const directory = lstatSync(path).isDirectory();
    return mode === (directory ? '0700' : '0600') ? [] : [`${path} ${mode}`];
  });
}

describe('createPgliteDatabase at rest', () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'pglite-modes-'));
  });
  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  test('default: the data directory is 0700 and every file PostgreSQL writes in it is 0600', async () => {
    const dataDir = join(parent, 'data');
    const db = await createPgliteDatabase({ dataDir });
    try {
      await db.exec(`create table t (x text); insert into t select md5(g::text) from generate_series(1, 2000) g;
                     checkpoint;`);
    } finally {
      await db.close();
    }
    const modes = modesUnder(dataDir);
    expect(modes.size).toBeGreaterThan(100);
    expect(modes.get(dataDir)).toBe('0700');
    expect(looseModes(dataDir)).toEqual([]);
  }, 30_000);

  test('behavior: a data directory written before the rule (0755 / 0666) is tightened at open', async () => {
    const dataDir = join(parent, 'old');
    const first = await createPgliteDatabase({ dataDir });
    await first.close();
    // What PGlite left before: world-readable files and directories.
    for (const [path] of modesUnder(dataDir)) {
      chmodSync(path, lstatSync(path).isDirectory() ? 0o755 : 0o666);
    }
    expect(looseModes(dataDir).length).toBeGreaterThan(100);
    const again = await createPgliteDatabase({ dataDir });
    try {
      await expect(again.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await again.close();
    }
    expect(looseModes(dataDir)).toEqual([]);
  }, 30_000);
});
