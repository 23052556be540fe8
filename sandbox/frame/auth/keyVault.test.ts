import { createKeyVault } from './keyVault';

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

  test('behavior: a lookup hash is stable under one key, differs under another, and hides its input', () => {
    const vault = createKeyVault(Buffer.alloc(32, 1));
    const hash = vault.lookupHash('email:a@example.com');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.lookupHash('email:a@example.com')).toBe(hash);
    expect(vault.lookupHash('email:b@example.com')).not.toBe(hash);
    expect(createKeyVault(Buffer.alloc(32, 2)).lookupHash('email:a@example.com')).not.toBe(hash);
  });
});
