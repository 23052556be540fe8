import { createWeb3IconLibrary, type Web3IconLibrary } from './web3IconLibrary';

let library: Web3IconLibrary | undefined;

/**
 * The API's one index of `@web3icons/core`, built on first use. Shared by every API in the process on
 * purpose: it only lists files of an installed package, which do not change while the process runs.
 */
export function sharedIconLibrary(): Web3IconLibrary {
  library ??= createWeb3IconLibrary();
  return library;
}
