/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { axeViolations, createTestKit, openView, renderWithKit } from '../../../test/ui/renderWithKit';
import { AllWalletsView } from './AllWalletsView';

// The search field's look (issue 22, AppKit's magnifier); its behaviour is in AllWalletsView.test.tsx.
describe('AllWalletsView search field', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    // The wallet list's source is not what this test is about: the API is unreachable.
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  test('behavior: a decorative magnifier sits in the search field, which keeps its name', async () => {
    const kit = await createTestKit();
    openView(kit, 'AllWallets');
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<AllWalletsView />, kit, theme);
      const field = screen.getByRole('searchbox', { name: 'Search wallets' });
      const icon = field.parentElement!.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon!.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(field.getAttribute('placeholder')).toBe('Search wallet');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
    kit.destroy();
  });
});
