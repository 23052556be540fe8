import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeyVault, loadMasterKey } from './keyVault';

describe('keyVault', () => {
  test('default: a sealed box opens with the same key and context, and hides the plaintext', () => {
    const vault = createKeyVault(Buffer.alloc(32, 1));
    const box = vault.seal('secret-key-material', 'user-1');
    expect(box).toMatch(/^v1\./);
    expect(box).not.toContain('secret-key-material');
    expect(vault.open(box, 'user-1')).toBe('secret-key-material');
    expect(vault.seal('same', 'user-1')).not.toBe(vault.seal('same', 'user-1'));
  });

  test('error: another user, another master key or a changed byte does not open the box', () => {
    const vault = createKeyVault(Buffer.alloc(32, 1));
    const box = vault.seal('secret', 'user-1');
    expect(() => vault.open(box, 'user-2')).toThrow();
    expect(() => createKeyVault(Buffer.alloc(32, 2)).open(box, 'user-1')).toThrow();
    const parts = box.split('.');
    const tampered = [
      ...parts.slice(0, 3),
      `${parts[3]?.startsWith('A') ? 'B' : 'A'}${parts[3]?.slice(1)}`,
    ].join('.');
    expect(() => vault.open(tampered, 'user-1')).toThrow();
    expect(() => vault.open('garbage', 'user-1')).toThrow('frame: unreadable key box');
  });

  test('behavior: the master key comes from the environment, else a 0600 file in the data dir, else memory', () => {
    expect(loadMasterKey({ env: 'ab'.repeat(32) })).toEqual(Buffer.alloc(32, 0xab));
    expect(() => loadMasterKey({ env: 'short' })).toThrow(
      'frame: SANDBOX_FRAME_MASTER_KEY must be 64 hex digits (32 bytes)',
    );
    const dir = mkdtempSync(join(tmpdir(), 'frame-key-'));
    try {
      const first = loadMasterKey({ dataDir: dir });
      expect(loadMasterKey({ dataDir: dir })).toEqual(first);
      expect(readFileSync(join(dir, 'master.key'), 'utf8')).toBe(first.toString('hex'));
      expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(loadMasterKey({})).toHaveLength(32);
  });
});
