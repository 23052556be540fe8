import { ens_normalize } from '@adraffy/ens-normalize';
import { defineError } from './errors/defineError';

// SPEC §8 has no text for a name that cannot be normalised, so the error lives beside its thrower.
/** Thrown by `normalizeName`; the message carries the normaliser's reason (which label, which rule). */
export const InvalidNameError = /* @__PURE__ */ defineError({
  name: 'InvalidNameError',
  message: (reason: string) => `Invalid ENS name: ${reason}`,
});

// Delegates to @adraffy/ens-normalize, the ENSIP-15 reference implementation: hand-rolled lowercasing
// would let confusable or invisible characters through. The empty name normalises to '' (ENSIP-15).
/** The ENSIP-15 form of a name (`Vitalik.ETH` -> `vitalik.eth`); throws `InvalidNameError`. */
export function normalizeName(name: string): string {
  if (typeof name !== 'string') throw new InvalidNameError('not a string');
  try {
    return ens_normalize(name);
  } catch (error) {
    throw new InvalidNameError(error instanceof Error ? error.message : String(error));
  }
}

/** True when `name` is non-empty and ENSIP-15 normalisable (it may still need normalising first). */
export function isValidName(name: unknown): boolean {
  if (typeof name !== 'string' || name.length === 0) return false;
  try {
    ens_normalize(name);
    return true;
  } catch {
    return false;
  }
}
