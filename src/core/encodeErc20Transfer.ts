import { defineError } from './errors/defineError';

// The one token contract call the kit builds itself (SPEC §7 "Token contract calls: transfer"). The
// core imports no EVM library, so the ABI encoding of `transfer(address,uint256)` is written out here:
// it is two static 32-byte words after the 4-byte selector, nothing that needs a general encoder.

/** `bytes4(keccak256("transfer(address,uint256)"))`. */
export const ERC20_TRANSFER_SELECTOR = '0xa9059cbb';

const UINT256_MAX = 2n ** 256n - 1n;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** An argument `encodeErc20Transfer` cannot encode (structured: which one). */
export const InvalidTransferArgumentError = /* @__PURE__ */ defineError({
  name: 'InvalidTransferArgumentError',
  message: (argument: 'to' | 'amount') =>
    argument === 'to' ? 'The receiver is not an EVM address' : 'The amount is not a uint256',
  fields: (argument: 'to' | 'amount') => ({ argument }),
});

/** Calldata of ERC-20 `transfer(to, amount)`: selector, then the address and amount as 32-byte words. */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  if (!ADDRESS.test(to)) throw new InvalidTransferArgumentError('to');
  if (amount < 0n || amount > UINT256_MAX) throw new InvalidTransferArgumentError('amount');
  const word = (hex: string) => hex.toLowerCase().padStart(64, '0');
  return `${ERC20_TRANSFER_SELECTOR}${word(to.slice(2))}${word(amount.toString(16))}`;
}
