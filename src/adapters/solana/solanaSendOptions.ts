import { SOLANA_PREFLIGHT_COMMITMENTS, type SolanaSendOptions } from './SolanaWalletProvider';
import { InvalidSolanaSendOptionError } from './solanaErrors';

// SPEC §3 lists the send options and §5 the preflightCommitment values. Options are checked before the
// wallet is asked, so a typo never reaches a signature prompt; only the four known keys are passed on.

const isCount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The options to pass on, validated; throws InvalidSolanaSendOptionError. */
export function validateSendOptions(options: unknown): SolanaSendOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new InvalidSolanaSendOptionError('options', 'must be an object');
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot, ...rest } = options as Record<
    string,
    unknown
  >;
  const unknownKey = Object.keys(rest)[0];
  if (unknownKey !== undefined) throw new InvalidSolanaSendOptionError(unknownKey, 'is not a known option');
  const valid: SolanaSendOptions = {};
  if (skipPreflight !== undefined) {
    if (typeof skipPreflight !== 'boolean')
      throw new InvalidSolanaSendOptionError('skipPreflight', 'must be a boolean');
    valid.skipPreflight = skipPreflight;
  }
  if (preflightCommitment !== undefined) {
    if (!(SOLANA_PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(preflightCommitment))
      throw new InvalidSolanaSendOptionError(
        'preflightCommitment',
        `must be one of ${SOLANA_PREFLIGHT_COMMITMENTS.join(', ')}`,
      );
    valid.preflightCommitment = preflightCommitment as SolanaSendOptions['preflightCommitment'];
  }
  if (maxRetries !== undefined) {
    if (!isCount(maxRetries))
      throw new InvalidSolanaSendOptionError('maxRetries', 'must be a whole number >= 0');
    valid.maxRetries = maxRetries as number;
  }
  if (minContextSlot !== undefined) {
    if (!isCount(minContextSlot))
      throw new InvalidSolanaSendOptionError('minContextSlot', 'must be a whole number >= 0');
    valid.minContextSlot = minContextSlot as number;
  }
  return valid;
}
