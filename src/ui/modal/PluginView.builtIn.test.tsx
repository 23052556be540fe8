/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { definePlugin } from '../../plugins/definePlugin';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

// The built-in views table, replaced so that a views chunk can be made to fail.
const mockLoad = jest.fn();
// One loader function, as the real table has: the views hook keys its cache on the loader's identity.
const mockTeaLoader = () => mockLoad();
jest.mock('../../plugins/builtInPluginViews', () => ({
  builtInPluginViewsLoader: (plugin: string) => (plugin === 'tea' ? mockTeaLoader : undefined),
}));

function TeaView() {
  return <p>Tea time</p>;
}

let kit: AppKit;
afterEach(() => kit.destroy());

const tea = definePlugin({ name: 'tea', views: ['TeaHome', 'TeaOther'], load: async () => ({}) });

describe('PluginView with a built-in plugin', () => {
  test('error: a views chunk that fails to load offers Retry, which loads it again', async () => {
    mockLoad
      .mockRejectedValueOnce(new Error('chunk 404'))
      .mockResolvedValueOnce({ views: { TeaHome: TeaView } });
    kit = createTestKit({ plugins: [tea] });
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'TeaHome' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This view could not be loaded.');
    expect(alert.textContent).not.toContain('chunk 404');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tea time')).toBeTruthy();
    expect(mockLoad).toHaveBeenCalledTimes(2);
  });

  test('error: a declared view its views chunk does not bring is said plainly, never "Unknown view"', async () => {
    mockLoad.mockResolvedValue({ views: { TeaHome: TeaView } });
    kit = createTestKit({ plugins: [tea] });
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'TeaOther' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This screen could not be shown.');
  });
});

// The test plugin's views, declared as a host declares its own plugin's views.
declare module '../../store/viewNames' {
  interface PluginViewNames {
    tea: 'TeaHome' | 'TeaOther';
  }
}
