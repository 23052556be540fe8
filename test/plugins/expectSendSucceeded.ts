import type { RootState } from '../../src/store/createKitStore';

// The end of a successful send as the user sees it, the same on every chain: the form is cleared for
// the next transfer while the hash stays, and the success notice says "Transaction sent".

/** Asserts a finished send: not loading, `hash` kept, the amount cleared, the success notification open. */
export function expectSendSucceeded(state: RootState, hash: string): void {
  expect(state.send).toMatchObject({ loading: false, lastHash: hash });
  expect(state.send?.sendTokenAmount).toBeUndefined();
  expect(state.notifications).toMatchObject({
    open: true,
    variant: 'success',
    message: 'Transaction sent',
  });
}
