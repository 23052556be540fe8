// Licence: Uniswap V2 (@uniswap/v2-core, @uniswap/v2-periphery) is GPL-3.0-or-later and Portico is MIT.
// So the compiled contracts are never copied into this repository, not even their bytecode: the
// sandbox reads the packages' own build files from node_modules (devDependencies, test infrastructure
// only) when it deploys, and nothing of them reaches the kit. docs/sandbox.md "The DEX".

import { readFileSync } from 'node:fs';
import type { Abi, Hex } from 'viem';
import { resolveFromCwd } from '../lib/resolveFromCwd';

/** What a deployment needs from a build file. */
export interface UniswapV2Artifact {
  abi: Abi;
  bytecode: Hex;
}

/**
 * The build files, by the name the sandbox gives each contract. The factory comes from v2-core 1.0.1:
 * Router02 finds pairs by the CREATE2 hash of that build's UniswapV2Pair (its `pairFor`), so a pair
 * created by another build would be invisible to the router.
 */
export const uniswapV2BuildFiles = {
  weth: '@uniswap/v2-periphery/build/WETH9.json',
  factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  router: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
} as const;

export type UniswapV2ContractName = keyof typeof uniswapV2BuildFiles;

const loaded = new Map<UniswapV2ContractName, UniswapV2Artifact>();

/** Reads (once per process) one contract's ABI and creation bytecode from its package's build file. */
export function loadUniswapV2Artifact(name: UniswapV2ContractName): UniswapV2Artifact {
  const cached = loaded.get(name);
  if (cached) return cached;
  const specifier = uniswapV2BuildFiles[name];
  let parsed: { abi?: unknown; bytecode?: unknown };
  try {
    parsed = JSON.parse(readFileSync(resolveFromCwd(specifier), 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`Uniswap V2: cannot read ${specifier} (run npm install): ${reason}`);
  }
  const { abi, bytecode } = parsed;
  if (!Array.isArray(abi) || typeof bytecode !== 'string' || !/^(0x)?[0-9a-fA-F]+$/.test(bytecode)) {
    throw new Error(`Uniswap V2: ${specifier} has no ABI or bytecode`);
  }
  const artifact = {
    abi: abi as Abi,
    bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex,
  };
  loaded.set(name, artifact);
  return artifact;
}
