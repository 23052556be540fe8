import { compactToU8a, hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util';
import { decodeAddress } from '@polkadot/util-crypto';
import type { PolkadotLedger, SimulatedBlock } from './createPolkadotLedger';
import {
  POLKADOT_METADATA_HEX,
  POLKADOT_RPC_METHODS,
  POLKADOT_RUNTIME_VERSION,
  type PolkadotRuntime,
} from './polkadotRuntime';
import { POLKADOT_SANDBOX_SS58 } from './polkadotSandboxAccounts';

// The simulator's request/response JSON-RPC methods (the subscriptions are in startPolkadotChain.ts).
// Answers have the shapes a Substrate node gives, so @polkadot/api decodes them unchanged.

/** The chain name `system_chain` reports: says what it is in every client that shows it. */
export const POLKADOT_SIMULATOR_CHAIN_NAME = 'Portico Polkadot Simulator';

type Method = (params: readonly unknown[]) => unknown;

/** A header as a node sends it (block number in hex). */
export const headerJson = (block: SimulatedBlock) => ({
  ...(block.header.toJSON() as object),
  number: `0x${block.header.number.toNumber().toString(16)}`,
});

/**
 * The runtime calls clients make: the metadata versions (14 only), the metadata at a version, and the
 * fee quote (zero). Any other runtime API (dry runs, fee details...) is not modelled.
 */
function runtimeCall(runtime: PolkadotRuntime, name: string, data: string): string {
  if (name === 'Metadata_metadata_versions') return u8aToHex(u8aConcat(compactToU8a(1), u32(14)));
  if (name === 'Metadata_metadata_at_version') {
    if (data !== u8aToHex(u32(14))) return '0x00';
    const bytes = hexToU8a(POLKADOT_METADATA_HEX);
    return u8aToHex(u8aConcat(new Uint8Array([1]), compactToU8a(bytes.length), bytes));
  }
  // The simulator charges no fee, and says so when asked: a zero fee, no weight.
  if (name === 'TransactionPaymentApi_query_info')
    return runtime.registry
      .createType('RuntimeDispatchInfo', {
        weight: { refTime: 0, proofSize: 0 },
        class: 'Normal',
        partialFee: 0,
      })
      .toHex();
  throw Object.assign(new Error(`Runtime call ${name} is not modelled by the simulator`), { code: -32601 });
}

const u32 = (value: number) => new Uint8Array(new Uint32Array([value]).buffer);

/** The methods by name. `at` block hashes are accepted and ignored: only the latest state is kept. */
export function polkadotRpcMethods(ledger: PolkadotLedger, runtime: PolkadotRuntime): Record<string, Method> {
  const blockOf = (hash: unknown) =>
    typeof hash === 'string' ? ledger.blockByHash(hash) : ledger.blocks[ledger.bestNumber()];
  const best = () => ledger.blocks[ledger.bestNumber()] as SimulatedBlock;
  return {
    rpc_methods: () => POLKADOT_RPC_METHODS,
    system_chain: () => POLKADOT_SIMULATOR_CHAIN_NAME,
    system_name: () => 'portico-polkadot-simulator',
    system_version: () => '1.0.0',
    system_chainType: () => 'Development',
    system_properties: () => ({
      ss58Format: POLKADOT_SANDBOX_SS58,
      tokenDecimals: [10],
      tokenSymbol: ['DOT'],
    }),
    system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
    system_accountNextIndex: ([address]) => {
      let key: string;
      try {
        key = u8aToHex(decodeAddress(String(address)));
      } catch {
        throw Object.assign(new Error('Invalid address'), { code: -32602 });
      }
      return ledger.account(key)?.nonce ?? 0;
    },
    chain_getBlockHash: ([number]) =>
      number === undefined || number === null ? best().hash : (ledger.blockHashAt(Number(number)) ?? null),
    chain_getHeader: ([hash]) => {
      const block = blockOf(hash);
      return block ? headerJson(block) : null;
    },
    chain_getBlock: ([hash]) => {
      const block = blockOf(hash);
      return block
        ? { block: { header: headerJson(block), extrinsics: block.extrinsics }, justifications: null }
        : null;
    },
    chain_getFinalizedHead: () => best().hash,
    state_getRuntimeVersion: () => POLKADOT_RUNTIME_VERSION,
    state_getMetadata: () => POLKADOT_METADATA_HEX,
    state_getStorage: ([key]) => ledger.storage(String(key)),
    state_queryStorageAt: ([keys]) => [
      {
        block: best().hash,
        changes: (Array.isArray(keys) ? keys : []).map((key) => [key, ledger.storage(String(key))]),
      },
    ],
    state_call: ([name, data]) => runtimeCall(runtime, String(name), String(data ?? '0x')),
    author_submitExtrinsic: ([hex]) => ledger.submit(hex).hash,
  };
}
