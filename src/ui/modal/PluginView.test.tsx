/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '../../../test/deferred';
import { createTestKit, renderWithKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { definePlugin, type PluginModule, type PluginViewsModule } from '../../plugins/definePlugin';
import { modalSlice } from '../../store/slices/modalSlice';
import { useT } from '../i18n/useT';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

function GreeterView() {
  const t = useT();
  return <p>{t('greeter.hello', { name: 'Ada' })}</p>;
}

const greeterModule: PluginModule = {
  strings: { en: { hello: 'Hello, {name}!', 'view.GreeterHome.title': 'Greeter' } },
};
const greeterViews = async (): Promise<PluginViewsModule> => ({ views: { GreeterHome: GreeterView } });

/** A host's own view for a built-in view name. */
function HostSocials() {
  return <p>Host socials</p>;
}

/** A plugin view that throws until the test lets it render. */
let fragileBroken = true;
function Fragile() {
  if (fragileBroken) throw new Error('secret internal detail');
  return <p>Recovered</p>;
}

let kit: AppKit;
afterEach(() => kit.destroy());

describe('PluginView', () => {
  test('default', async () => {
    const chunk = deferred<PluginModule>();
    const greeter = definePlugin({
      name: 'greeter',
      views: ['GreeterHome'],
      load: () => chunk.promise,
      loadViews: greeterViews,
    });
    kit = createTestKit({ plugins: [greeter] });
    renderWithKit(kit, <span />);
    let opened!: Promise<void>;
    act(() => {
      opened = kit.open({ view: 'GreeterHome' });
    });
    // While the chunk is in flight: a spinner and a status, never a blank body.
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    expect(screen.getByRole('dialog').querySelector('.portico-kit-spinner')).not.toBeNull();
    await act(async () => {
      chunk.resolve(greeterModule);
      await opened;
    });
    expect(await screen.findByText('Hello, Ada!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Greeter' })).toBeTruthy();
  });

  test('error: a failed chunk offers Retry, which loads it', async () => {
    const user = userEvent.setup();
    const attempts: Array<ReturnType<typeof deferred<PluginModule>>> = [];
    const greeter = definePlugin({
      name: 'greeter',
      views: ['GreeterHome'],
      load: () => {
        attempts.push(deferred<PluginModule>());
        return attempts.at(-1)!.promise;
      },
      loadViews: greeterViews,
    });
    kit = createTestKit({ plugins: [greeter] });
    renderWithKit(kit, <span />);
    await act(async () => {
      const opened = kit.open({ view: 'GreeterHome' });
      attempts[0]!.reject(new Error('chunk 404'));
      await opened;
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This view could not be loaded.');
    expect(alert.textContent).not.toContain('chunk 404'); // no raw error on screen
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(attempts).toHaveLength(2);
    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    await act(async () => attempts[1]!.resolve(greeterModule));
    expect(await screen.findByText('Hello, Ada!')).toBeTruthy();
  });

  test('behavior: a plugin view reached by navigation is loaded by the outlet itself', async () => {
    const greeter = definePlugin({
      name: 'greeter',
      views: ['GreeterHome'],
      load: async () => greeterModule,
      loadViews: greeterViews,
    });
    kit = createTestKit({ plugins: [greeter] });
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    await screen.findByText('Connect stub');
    act(() => void kit.store.dispatch(modalSlice.actions.pushed({ view: 'GreeterHome' })));
    expect(await screen.findByText('Hello, Ada!')).toBeTruthy();
    expect(kit.store.getState().plugins.greeter?.status).toBe('loaded');
  });

  test('error: a loaded plugin without that view component shows a message', async () => {
    const greeter = definePlugin({
      name: 'greeter',
      views: ['GreeterHome', 'GreeterMissing'],
      load: async () => greeterModule,
      loadViews: greeterViews,
    });
    kit = createTestKit({ plugins: [greeter] });
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'GreeterMissing' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This screen could not be shown.');
    expect(screen.queryByText(/Unknown view/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Greeter Missing' })).toBeTruthy();
  });

  test('error: a view that throws while rendering shows a retryable message, not a blank modal', async () => {
    const user = userEvent.setup();
    fragileBroken = true;
    const fragile = definePlugin({
      name: 'fragile',
      views: ['FragileHome'],
      load: async () => ({}),
      loadViews: async () => ({ views: { FragileHome: Fragile } }),
    });
    kit = createTestKit({ plugins: [fragile] });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithKit(kit, <span />);
    await act(async () => {
      await kit.open({ view: 'FragileHome' });
    });
    expect(await screen.findByText('Something went wrong in this view.')).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toContain('secret internal detail');
    fragileBroken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered')).toBeTruthy();
    quiet.mockRestore();
  });
  test("behavior: a built-in plugin's view comes from its own lazy views chunk once the plugin's core loaded", async () => {
    kit = createTestKit();
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'ConnectSocials' }));
    expect(await screen.findByRole('list', { name: 'Social logins' })).toBeTruthy();
    expect(kit.store.getState().plugins.socials?.status).toBe('loaded');
    expect(screen.getByRole('dialog', { name: 'All Socials' })).toBeTruthy();
  });

  test("behavior: a host's plugin of a built-in name brings its own views instead of the built-in ones", async () => {
    const custom = definePlugin({
      name: 'socials',
      views: ['ConnectSocials'],
      load: async () => ({}),
      loadViews: async () => ({ views: { ConnectSocials: HostSocials } }),
    });
    kit = createTestKit({ features: { analytics: false, socials: false }, plugins: [custom] });
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'ConnectSocials' }));
    expect(await screen.findByText('Host socials')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Social logins' })).toBeNull();
  });

  test('behavior: a view whose plugin was switched off at run time says so and offers no dead end', async () => {
    kit = createTestKit({ features: { analytics: false, history: true } });
    renderWithKit(kit, <span />);
    await act(() => kit.open({ view: 'Connect' }));
    act(() => kit.setFeatures({ history: false }));
    act(() => void kit.store.dispatch(modalSlice.actions.pushed({ view: 'Transactions' })));
    expect((await screen.findByRole('status')).textContent).toContain(
      'This feature is not available in this app.',
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

// The test plugins' views, declared as a host declares its own plugin's views.
declare module '../../store/viewNames' {
  interface PluginViewNames {
    pluginViewTest: 'GreeterHome' | 'GreeterMissing' | 'FragileHome';
  }
}
