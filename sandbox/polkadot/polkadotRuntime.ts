import { Metadata, TypeRegistry } from '@polkadot/types';
import staticPolkadot, { rpc, version } from '@polkadot/types-support/metadata/static-polkadot';
import { blake2AsU8a } from '@polkadot/util-crypto';

// What the Polkadot simulator knows of the runtime: the real Polkadot metadata (v14, spec 1002005)
// shipped by @polkadot/types-support, decoded with the real type registry. Every extrinsic the
// simulator receives is decoded and every value it serves is encoded with this registry, so a client
// sees the same types, call indices and signed extensions as on Polkadot itself.

/** The runtime version the simulator reports (Polkadot's spec 1002005). */
export const POLKADOT_RUNTIME_VERSION = version;

/** The RPC method list `rpc_methods` answers (the real node's list for that runtime). */
export const POLKADOT_RPC_METHODS = rpc;

/** The metadata, SCALE-encoded as `state_getMetadata` answers it. */
export const POLKADOT_METADATA_HEX = staticPolkadot;

/**
 * The simulator's genesis hash: the hash of its genesis header (number 0, GENESIS_STATE_ROOT, no
 * extrinsics), fixed across runs; createPolkadotLedger checks the header it builds against it.
 */
export const POLKADOT_SANDBOX_GENESIS_HASH =
  '0x191219afcd16009e4aba0ef96f50ed1663336adaa7315defbc328090e90b7157';

/** CAIP-2 reference of the simulator's chain: the first 32 hex characters of its genesis hash. */
export const POLKADOT_SANDBOX_REFERENCE = POLKADOT_SANDBOX_GENESIS_HASH.slice(2, 34);

/** The genesis header's state root: a fixed text's hash, so the genesis hash never changes. */
export const GENESIS_STATE_ROOT = blake2AsU8a('portico sandbox polkadot genesis');

export interface PolkadotRuntime {
  registry: TypeRegistry;
  metadata: Metadata;
  /** Balances.ExistentialDeposit of the metadata, in planck (1 DOT on Polkadot). */
  existentialDeposit: bigint;
}

/** A registry loaded with the static Polkadot metadata. */
export function createPolkadotRuntime(): PolkadotRuntime {
  const registry = new TypeRegistry();
  const metadata = new Metadata(registry, POLKADOT_METADATA_HEX);
  registry.setMetadata(metadata);
  const balances = metadata.asLatest.pallets.find((pallet) => pallet.name.toString() === 'Balances');
  const constant = balances?.constants.find((item) => item.name.toString() === 'ExistentialDeposit');
  if (!constant) throw new Error('The static metadata has no Balances.ExistentialDeposit');
  const existentialDeposit = registry.createType('u128', constant.value).toBigInt();
  return { registry, metadata, existentialDeposit };
}
