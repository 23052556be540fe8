/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppKit } from '../../kit/createAppKit';
import { definePlugin } from '../../plugins/definePlugin';
import { createTestKit, renderWithKit } from '../react/createTestKit';

jest.mock('../views/coreViewComponents', () => jest.requireActual('./stubCoreViews'), { virtual: true });

// The built-in view map, replaced so that its chunk loads can be made to fail.
const mockLoad = jest.fn();
jest.mock('../pluginViews/builtInPluginViews', () => ({
  BUILT_IN_PLUGIN_VIEWS: { TeaHome: { plugin: 'tea', load: () => mockLoad() } },
}));

function TeaView() {
  return <p>Tea time</p>;
}

let kit: AppKit;
afterEach(() => kit.destroy());

const tea = definePlugin({ name: 'tea', views: ['TeaHome', 'TeaOther'], load: async () => ({}) });

describe('PluginViewOutlet with built-in plugin views', () => {
  test('error: a view chunk that fails to load offers Retry, which loads it again', async () => {
    mockLoad.mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValueOnce({ TeaHome: TeaView });
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

  test('error: a view neither the plugin nor the built-in map knows is named, not blank', async () => {
    kit = createTestKit({ plugins: [tea] });
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'TeaOther' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown view "TeaOther".');
  });
});
