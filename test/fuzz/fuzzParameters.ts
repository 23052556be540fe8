import type { Parameters } from 'fast-check';

/**
 * fast-check parameters of the standing fuzz tests (issue 12 item 7). The seed is fixed, so `npm test`
 * runs the same inputs every time and a failure is replayed by running the file again; fast-check's
 * report names the seed and the `path` of the failing input. Override for exploration or replay:
 *
 *   FUZZ_SEED=123 FUZZ_RUNS=20000 npx jest sandbox/api/fuzz
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> npx jest <file>   (replays exactly the reported counterexample)
 */
export function fuzzParameters<T>(defaultRuns: number): Parameters<T> {
  const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  return {
    seed,
    numRuns: runs,
    ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
    // The first failure is enough; shrinking thousands of HTTP calls would take minutes.
    endOnFailure: true,
  };
}

/** The seed `npm test` uses (any fixed number would do; this one is the day the audit was filed). */
export const DEFAULT_FUZZ_SEED = 20261123;
