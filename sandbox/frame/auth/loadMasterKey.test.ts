import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultMasterKeyFile, loadMasterKey } from './loadMasterKey';

describe('loadMasterKey', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'frame-key-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  test('default: PORTICO_MASTER_KEY wins; without it the key file is made once, 0600 in a 0700 directory', () => {
    expect(loadMasterKey({ env: 'ab'.repeat(32), keyFile: join(root, 'unused.key') })).toEqual(
      Buffer.alloc(32, 0xab),
    );
    const keyFile = join(root, 'keys', 'master.key');
    const first = loadMasterKey({ keyFile, dataDir: join(root, 'data') });
    expect(loadMasterKey({ keyFile, dataDir: join(root, 'data') })).toEqual(first);
    expect(readFileSync(keyFile, 'utf8')).toBe(first.toString('hex'));
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'keys')).mode & 0o777).toBe(0o700);
    expect(loadMasterKey({})).toHaveLength(32);
  });

  test('behavior: the default key file sits beside the data directory, and an old in-dir key moves there', () => {
    const dataDir = join(root, 'frame');
    expect(defaultMasterKeyFile(`${dataDir}/`)).toBe(`${dataDir}.master.key`);
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'master.key'), 'cd'.repeat(32), { mode: 0o644 });
    const key = loadMasterKey({ keyFile: defaultMasterKeyFile(dataDir), dataDir });
    expect(key).toEqual(Buffer.alloc(32, 0xcd));
    expect(() => statSync(join(dataDir, 'master.key'))).toThrow();
    expect(statSync(`${dataDir}.master.key`).mode & 0o777).toBe(0o600);
  });

  test('error: a bad environment key, a key file inside the data directory, or a data directory with no key', () => {
    expect(() => loadMasterKey({ env: 'short' })).toThrow(
      'frame: PORTICO_MASTER_KEY must be 64 hex digits (32 bytes)',
    );
    const dataDir = join(root, 'data');
    expect(() => loadMasterKey({ keyFile: join(dataDir, 'master.key'), dataDir })).toThrow(
      'frame: the master key file must be outside the data directory',
    );
    expect(() => loadMasterKey({ dataDir })).toThrow(
      'frame: a data directory needs PORTICO_MASTER_KEY or a master key file outside it',
    );
  });
});
