import { join } from 'node:path';
import type { Alias } from 'vite';

/**
 * Resolves `portico`, `portico/react` and the adapter entries to the kit's sources, so an app built from
 * this repo imports the kit exactly as a host app imports the published package. Exact matches only:
 * `portico-x` is not us. The same map as package.json `exports` and tsconfig.json `paths`.
 */
export function porticoAlias(repoRoot: string): Alias[] {
  return [
    { find: /^portico\/react$/, replacement: join(repoRoot, 'src/react.ts') },
    { find: /^portico\/adapters\/viem$/, replacement: join(repoRoot, 'src/adapters/evm/viemAdapter.ts') },
    {
      find: /^portico\/adapters\/ethers$/,
      replacement: join(repoRoot, 'src/adapters/ethers/ethersAdapter.ts'),
    },
    {
      find: /^portico\/adapters\/solana$/,
      replacement: join(repoRoot, 'src/adapters/solana/solanaAdapter.ts'),
    },
    {
      find: /^portico\/adapters\/bitcoin$/,
      replacement: join(repoRoot, 'src/adapters/bitcoin/bitcoinAdapter.ts'),
    },
    {
      find: /^portico\/adapters\/cosmos$/,
      replacement: join(repoRoot, 'src/adapters/cosmos/cosmosAdapter.ts'),
    },
    {
      find: /^portico\/adapters\/polkadot$/,
      replacement: join(repoRoot, 'src/adapters/polkadot/polkadotAdapter.ts'),
    },
    { find: /^portico\/adapters\/wagmi$/, replacement: join(repoRoot, 'src/adapters/wagmi/wagmiAdapter.ts') },
    { find: /^portico\/networks$/, replacement: join(repoRoot, 'src/networks.ts') },
    { find: /^portico$/, replacement: join(repoRoot, 'src/index.ts') },
  ];
}
