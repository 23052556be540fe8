import type { Header } from '@polkadot/types/interfaces';
import { hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util';
import { blake2AsHex, blake2AsU8a, xxhashAsU8a } from '@polkadot/util-crypto';
import { PolkadotRpcError } from './PolkadotRpcError';
import { GENESIS_STATE_ROOT, POLKADOT_SANDBOX_GENESIS_HASH, type PolkadotRuntime } from './polkadotRuntime';
import { decodeExtrinsic, verifyExtrinsic } from './verifyExtrinsic';

// The Polkadot simulator's state: an in-memory balances ledger (free balance and nonce per account)
// and a chain of blocks, one per accepted extrinsic, each final at once (instant seal). Only
// `balances.transferKeepAlive` and `balances.transferAllowDeath` are applied, with the checks the
// runtime would make (signature, nonce, funds, existential deposit). Not modelled: fees, weights,
// reserves and locks, events, any other pallet, forks.

/** One account's state: what System.Account holds of it here. */
export interface LedgerAccount {
  nonce: number;
  free: bigint;
}

/** A block the simulator produced. */
export interface SimulatedBlock {
  hash: `0x${string}`;
  header: Header;
  extrinsics: `0x${string}`[];
}

/** twox128("System") ++ twox128("Account"): the storage prefix of System.Account. */
export const SYSTEM_ACCOUNT_PREFIX = u8aToHex(
  u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128)),
);

/** The real storage key of System.Account for a 32-byte public key (Blake2_128Concat hasher). */
export function systemAccountKey(publicKey: Uint8Array): `0x${string}` {
  return u8aToHex(u8aConcat(hexToU8a(SYSTEM_ACCOUNT_PREFIX), blake2AsU8a(publicKey, 128), publicKey));
}

/** The transfer calls the simulator applies. */
const TRANSFERS = new Set(['transferKeepAlive', 'transferAllowDeath']);

/** Creates the ledger with `seed` (public key hex to free balance, in planck). */
export function createPolkadotLedger(runtime: PolkadotRuntime, seed: ReadonlyMap<string, bigint>) {
  const { registry, existentialDeposit } = runtime;
  const accounts = new Map<string, LedgerAccount>();
  for (const [key, free] of seed) accounts.set(key, { nonce: 0, free });
  const blocks: SimulatedBlock[] = [];
  const listeners = new Set<(block: SimulatedBlock) => void>();

  const produce = (extrinsics: `0x${string}`[]): SimulatedBlock => {
    const parent = blocks.at(-1);
    const number = blocks.length;
    const header = registry.createType<Header>('Header', {
      parentHash: parent?.hash ?? new Uint8Array(32),
      number,
      stateRoot: number === 0 ? GENESIS_STATE_ROOT : blake2AsU8a(`${number}:${extrinsics.join()}`),
      // Not a trie root: a hash of the extrinsics is enough to tell blocks apart here.
      extrinsicsRoot: blake2AsU8a(u8aConcat(...extrinsics.map((item) => hexToU8a(item)))),
      digest: { logs: [] },
    });
    const block = { hash: header.hash.toHex(), header, extrinsics };
    blocks.push(block);
    for (const listener of listeners) listener(block);
    return block;
  };
  if (produce([]).hash !== POLKADOT_SANDBOX_GENESIS_HASH)
    throw new Error('The simulator genesis header no longer hashes to POLKADOT_SANDBOX_GENESIS_HASH');

  const accountInfo = (key: string): `0x${string}` | null => {
    const account = accounts.get(key);
    if (!account) return null;
    return registry
      .createType('FrameSystemAccountInfo', {
        nonce: account.nonce,
        providers: 1,
        data: { free: account.free },
      })
      .toHex();
  };

  /** Moves `value` as the runtime would, or throws the refusal; nothing changes on a refusal. */
  const transfer = (from: string, to: string, value: bigint, keepAlive: boolean) => {
    const sender = accounts.get(from) ?? { nonce: 0, free: 0n };
    if (value > sender.free) throw new PolkadotRpcError('fundsUnavailable');
    const left = sender.free - value;
    if (keepAlive && left < existentialDeposit) throw new PolkadotRpcError('notExpendable');
    const recipient = from === to ? sender : accounts.get(to);
    if ((recipient?.free ?? 0n) + value < existentialDeposit) throw new PolkadotRpcError('belowMinimum');
    return () => {
      // transferAllowDeath below the deposit reaps the sender: the dust is burned, the nonce forgotten.
      if (left < existentialDeposit) accounts.delete(from);
      else accounts.set(from, { nonce: sender.nonce + 1, free: left });
      const current = accounts.get(to) ?? { nonce: 0, free: 0n };
      accounts.set(to, { ...current, free: current.free + value });
    };
  };

  return {
    blocks,
    existentialDeposit,
    /** An account's state, or undefined when it does not exist (never funded, or reaped). */
    account: (publicKeyHex: string): LedgerAccount | undefined => accounts.get(publicKeyHex),
    bestNumber: () => blocks.length - 1,
    blockHashAt: (number: number) => blocks[number]?.hash,
    blockByHash: (hash: string) => blocks.find((block) => block.hash === hash),
    /** A storage value: System.Account entries; every other key is empty. */
    storage(key: string): `0x${string}` | null {
      const lower = key.toLowerCase();
      // prefix (32 bytes) + blake2_128 (16) + public key (32), as hex with 0x.
      if (!lower.startsWith(SYSTEM_ACCOUNT_PREFIX) || lower.length !== 2 + 160) return null;
      return accountInfo(`0x${lower.slice(-64)}`);
    },
    /** Checks and applies one extrinsic, in its own block; resolves with its hash and the block. */
    submit(hex: unknown): { hash: `0x${string}`; block: SimulatedBlock } {
      const extrinsic = decodeExtrinsic(runtime, hex);
      const verified = verifyExtrinsic(runtime, extrinsic, {
        bestNumber: blocks.length - 1,
        blockHashAt: (number) => blocks[number]?.hash,
      });
      const expected = accounts.get(verified.signer)?.nonce ?? 0;
      if (verified.nonce < expected) throw new PolkadotRpcError('staleNonce');
      if (verified.nonce > expected) throw new PolkadotRpcError('futureNonce');
      const { section, method, args } = extrinsic.method;
      if (section !== 'balances' || !TRANSFERS.has(method)) throw new PolkadotRpcError('unsupportedCall');
      // A MultiAddress (GenericMultiAddress): only the Id variant names an account directly.
      const dest = args[0] as unknown as { type: string; value: { toHex(): string } };
      if (dest.type !== 'Id') throw new PolkadotRpcError('badDestination');
      const value = BigInt((args[1] as unknown as { toString(): string }).toString());
      transfer(verified.signer, dest.value.toHex(), value, method === 'transferKeepAlive')();
      const hash = blake2AsHex(hexToU8a(hex as string), 256);
      return { hash, block: produce([hex as `0x${string}`]) };
    },
    onBlock(listener: (block: SimulatedBlock) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PolkadotLedger = ReturnType<typeof createPolkadotLedger>;
