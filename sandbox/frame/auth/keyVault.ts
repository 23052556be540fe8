import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts and decrypts user key material and personal data with one AES-256-GCM master key, and
 * hashes what is only compared (e-mail, OIDC subject, Farcaster name) with a keyed HMAC.
 */
export interface KeyVault {
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url); `context` (the user id) is bound as associated data. */
  seal(plaintext: string, context: string): string;
  /** Reverses `seal`; throws when the box was altered or belongs to another context. */
  open(box: string, context: string): string;
  /**
   * HMAC-SHA-256 (hex) under a key derived from the master key: equal inputs give equal hashes, so a
   * column of these can be looked up and kept unique, but without the key it names nobody.
   */
  lookupHash(text: string): string;
}

/** A vault over `masterKey` (32 bytes). */
export function createKeyVault(masterKey: Buffer): KeyVault {
  if (masterKey.length !== 32) throw new Error('frame: the master key must be 32 bytes');
  // A key of its own for hashing, so the sealing key is never used for two purposes.
  const hashKey = Buffer.from(hkdfSync('sha256', masterKey, '', 'portico frame lookup hash v1', 32));
  return {
    lookupHash(text) {
      return createHmac('sha256', hashKey).update(text, 'utf8').digest('hex');
    },
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
