import type { AdapterDescriptor } from '../../src/adapters/ChainAdapter';
import { createEvmAdapter } from '../../src/adapters/evm/evmCommon';

/**
 * An EVM adapter descriptor without an SDK: the shared EVM core (real wallet requests, validation and
 * events) with stub chain reads (balance 1 ETH). For jsdom tests, where viem and ethers do not run.
 */
export const stubEvmAdapter: AdapterDescriptor = stubEvmAdapterWith();

/** The same stub with the chain balance read the test gives (a test that sets or counts reads). */
export function stubEvmAdapterWith(reads: { getBalance?: () => Promise<bigint> } = {}): AdapterDescriptor {
  return {
    namespace: 'eip155',
    library: 'stub',
    load: async () => ({
      default: (options) =>
        createEvmAdapter(options, {
          library: 'stub',
          getBalance: reads.getBalance ?? (async () => 10n ** 18n),
          estimateGas: async () => 21000n,
          waitForTransaction: async () => 'success',
          signMessage: async () => '0x',
          sendTransaction: async () => '0x',
          parseUnits: () => 0n,
          formatUnits: (value, decimals) => (value / 10n ** BigInt(decimals)).toString(),
        }),
    }),
  };
}
