import { deepFreezeCopy } from './deepFreezeCopy';
import type { Network } from './network';

// The networks Portico ships are fixed data, checked once by their tests (knownNetworks.test.ts runs
// every one through `defineNetwork`), not on every page: the validator is ~2 kB of start-up code that
// only a host's own networks need, so `ethereum` must not pull it in (docs/bench.md).
/** A network Portico ships: the same frozen copy `defineNetwork` returns, without re-validating it. */
export function builtInNetwork<const N extends Network>(definition: N): N & Network {
  return deepFreezeCopy(definition);
}
