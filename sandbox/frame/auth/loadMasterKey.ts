import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface LoadMasterKeyOptions {
  /** PORTICO_MASTER_KEY (64 hex digits): wins over any file. */
  env?: string | undefined;
  /** Where the key is kept when no environment secret is given; created 0600 (directory 0700) if missing. */
  keyFile?: string | undefined;
  /** The data directory: the key file may not be inside it (a copy of the data must not carry its key). */
  dataDir?: string | undefined;
}

/**
 * The frame's master key (32 bytes): from the environment secret, else from `keyFile`, else random for
 * this process (in-memory data dies with it). Never logged. A `master.key` that an older sandbox left
 * inside the data directory is moved to `keyFile`, so the users it sealed keep their wallets.
 */
export function loadMasterKey(options: LoadMasterKeyOptions): Buffer {
  if (options.env !== undefined && options.env !== '') {
    if (!/^[0-9a-fA-F]{64}$/.test(options.env)) {
      throw new Error('frame: PORTICO_MASTER_KEY must be 64 hex digits (32 bytes)');
    }
    return Buffer.from(options.env, 'hex');
  }
  if (!options.keyFile) {
    if (options.dataDir) {
      throw new Error('frame: a data directory needs PORTICO_MASTER_KEY or a master key file outside it');
    }
    return randomBytes(32);
  }
  const file = resolve(options.keyFile);
  if (options.dataDir && isInside(file, resolve(options.dataDir))) {
    throw new Error('frame: the master key file must be outside the data directory');
  }
  const legacy = options.dataDir ? join(options.dataDir, 'master.key') : undefined;
  if (!existsSync(file) && legacy && existsSync(legacy)) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    renameSync(legacy, file);
    chmodSync(file, 0o600);
  }
  if (existsSync(file)) {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    // The path is named, never the content.
    if (key.length !== 32) throw new Error(`frame: ${file} does not hold a 32-byte hex key`);
    return key;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}

/** The default key file for a data directory: beside it, never in it (`/data/frame` -> `/data/frame.master.key`). */
export function defaultMasterKeyFile(dataDir: string): string {
  return `${resolve(dataDir)}.master.key`;
}

function isInside(path: string, directory: string): boolean {
  const rel = relative(directory, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith('/'));
}
