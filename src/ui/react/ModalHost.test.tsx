/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { createTestKit, renderWithKit, viewTitle } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});
// The first fetch of the modal chunk fails (a flaky network), later ones succeed.
let mockChunkAttempts = 0;
jest.mock('../modal/Modal', () => {
  mockChunkAttempts += 1;
  if (mockChunkAttempts === 1) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('../modal/Modal');
});

let kit: AppKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => {
  kit.destroy();
  jest.restoreAllMocks();
});

describe('ModalHost', () => {
  test('error: a modal chunk that fails to load closes the modal and is fetched again on the next open', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    await waitFor(() => expect(kit.getState().open).toBe(false));
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('The modal could not be loaded'),
      expect.any(Error),
    );
    await act(() => kit.open());
    expect(await screen.findByRole('dialog', { name: viewTitle('Connect') })).toBeTruthy();
    expect(mockChunkAttempts).toBe(2);
  });
});
