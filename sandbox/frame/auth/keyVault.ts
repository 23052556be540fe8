import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Encrypts and decrypts user key material with one AES-256-GCM master key. */
export interface KeyVault {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url); `context` (the user id) is bound as associated data. */
  seal(plaintext: string, context: string): string;
  /** Reverses `seal`; throws when the box was altered or belongs to another context. */
  open(box: string, context: string): string;
}

/**
 * The master key comes from SANDBOX_FRAME_MASTER_KEY (64 hex digits), else from `<dataDir>/master.key`
 * (created on first start, mode 0600), else it is random for this process: in-memory data dies with it.
 */
export function loadMasterKey(options: { env?: string; dataDir?: string }): Buffer {
  if (options.env !== undefined && options.env !== '') {
    if (!/^[0-9a-fA-F]{64}$/.test(options.env)) {
      throw new Error('frame: SANDBOX_FRAME_MASTER_KEY must be 64 hex digits (32 bytes)');
    }
    return Buffer.from(options.env, 'hex');
  }
  if (!options.dataDir) return randomBytes(32);
  const file = join(options.dataDir, 'master.key');
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length !== 32) throw new Error(`frame: ${file} does not hold a 32-byte hex key`);
    return key;
  }
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/** A vault over `masterKey` (32 bytes). */
export function createKeyVault(masterKey: Buffer): KeyVault {
  if (masterKey.length !== 32) throw new Error('frame: the master key must be 32 bytes');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(box, context) {
      const [version, iv, tag, ciphertext] = box.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined)
        throw new Error('frame: unreadable key box');
      const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
