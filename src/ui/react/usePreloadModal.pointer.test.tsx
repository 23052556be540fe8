/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import { ConnectButton } from './ConnectButton';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});
// Counts evaluations of the modal chunk, to see that a press fetches it before the idle preload would.
const mockChunkEvaluated = jest.fn();
jest.mock('../modal/Modal', () => {
  mockChunkEvaluated();
  return jest.requireActual('../modal/Modal');
});

// Its own file: the chunk is fetched once per page (test file), and this test watches the first fetch.
test('behavior: pointer down fetches the modal chunk at once, before the page is idle and before the click', async () => {
  jest.useFakeTimers();
  const kit = createTestKit();
  try {
    renderWithKit(kit, <ConnectButton />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Connect Wallet' }));
    // No timer has run: neither the idle preload nor its fallback can have fetched it.
    await act(async () => undefined);
    expect(mockChunkEvaluated).toHaveBeenCalledTimes(1);
    expect(kit.getState().open).toBe(false);
  } finally {
    kit.destroy();
    jest.useRealTimers();
  }
});
