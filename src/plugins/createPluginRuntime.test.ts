import { createSlice } from '@reduxjs/toolkit';
import { ethereum } from '../core/networks/chains/evm';
import { createAppKit } from '../kit/createAppKit';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { configurePlugins } from './configurePlugins';
import { definePlugin, type PluginModule } from './definePlugin';

function newKit(features: Record<string, unknown> = {}) {
  return createAppKit({
    projectId: 'test',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: {
      analytics: false,
      email: false,
      socials: false,
      swaps: false,
      send: false,
      receive: false,
      onramp: false,
      history: false,
      ...features,
    },
  });
}

/** Stands in for a plugin's view component; the runtime only hands its loader to the UI. */
const View = () => null;

const counterSlice = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: {
    incremented: (s) => {
      s.value += 1;
    },
  },
});

function plugin(
  name: string,
  module: PluginModule = {},
  extra: { dependsOn?: string[]; views?: string[] } = {},
) {
  const load = jest.fn(async () => ({ default: module }));
  return { descriptor: definePlugin({ name, load, ...extra }), load };
}

describe('plugin runtime', () => {
  test('default: a registered plugin is not loaded until needed, then loaded once', async () => {
    const kit = newKit();
    const { descriptor, load } = plugin('counter', { slices: [counterSlice] });
    configurePlugins(kit, [descriptor]);
    expect(load).not.toHaveBeenCalled();
    expect((kit.store.getState() as Record<string, unknown>).counter).toBeUndefined();
    await Promise.all([kit.plugins.load('counter'), kit.plugins.load('counter')]);
    await kit.plugins.load('counter');
    expect(load).toHaveBeenCalledTimes(1);
    expect((kit.store.getState() as Record<string, unknown>).counter).toEqual({ value: 0 });
    expect(kit.store.getState().plugins.counter?.status).toBe('loaded');
    kit.destroy();
  });

  test('behavior: dispatches plugins/loaded for DevTools', async () => {
    const kit = newKit();
    await kit.ready;
    configurePlugins(kit, [plugin('tracer', { slices: [counterSlice] }).descriptor]);
    const types: string[] = [];
    const original = kit.store.dispatch;
    const spy = jest.spyOn(kit.store, 'dispatch').mockImplementation(((action: { type?: string }) => {
      if (action && typeof action === 'object' && action.type) types.push(action.type);
      return original(action as never);
    }) as never);
    await kit.plugins.load('tracer');
    spy.mockRestore();
    expect(types.filter((t) => t.startsWith('plugins/'))).toEqual(['plugins/loadStarted', 'plugins/loaded']);
    kit.destroy();
  });

  test('behavior: a plugin with endpoints or listeners loads the blockchain API; one with only slices does not', async () => {
    const kit = newKit();
    configurePlugins(kit, [plugin('plain', { slices: [counterSlice] }).descriptor]);
    await kit.plugins.load('plain');
    expect(kit.services.has('api')).toBe(false);
    configurePlugins(kit, [plugin('talker', { listeners: () => [] }).descriptor]);
    await kit.plugins.load('talker');
    expect(kit.services.has('api')).toBe(true);
    kit.destroy();
  });

  test('behavior: dependencies load first, in order', async () => {
    const kit = newKit();
    const order: string[] = [];
    const make = (name: string, dependsOn: string[] = []) =>
      definePlugin({
        name,
        dependsOn,
        load: async () => {
          order.push(name);
          return {};
        },
      });
    configurePlugins(kit, [make('c', ['b']), make('b', ['a']), make('a')]);
    await kit.plugins.load('c');
    expect(order).toEqual(['a', 'b', 'c']);
    kit.destroy();
  });

  test('behavior: slices, endpoints and listeners go into the loading kit only', async () => {
    const one = newKit();
    const two = newKit();
    const { descriptor } = plugin('counter', {
      slices: [counterSlice],
      injectEndpoints: (api) => {
        api.injectEndpoints({
          endpoints: (build) => ({ getThing: build.query<string, void>({ query: () => 'thing' }) }),
        });
      },
      listeners: (start) => [
        start({
          predicate: (action) => action.type === 'modal/opened',
          effect: (_a, api) => void api.dispatch(counterSlice.actions.incremented()),
        }),
      ],
    });
    configurePlugins(one, [descriptor]);
    configurePlugins(two, [descriptor]);
    await one.plugins.load('counter');
    await one.open();
    await two.open();
    expect((one.store.getState() as unknown as { counter: { value: number } }).counter.value).toBe(1);
    expect((two.store.getState() as Record<string, unknown>).counter).toBeUndefined();
    expect('getThing' in (await one.getApi()).endpoints).toBe(true);
    expect('getThing' in (await two.getApi()).endpoints).toBe(false);
    one.destroy();
    two.destroy();
  });

  test("behavior: the router knows a view's plugin before it loads, and opening the view loads it", async () => {
    const kit = newKit();
    const loadViews = jest.fn(async () => ({ views: { WidgetView: View } }));
    configurePlugins(kit, [
      definePlugin({ name: 'widgets', views: ['WidgetView'], load: async () => ({}), loadViews }),
    ]);
    expect(kit.plugins.pluginForView('WidgetView')).toBe('widgets');
    await kit.open({ view: 'WidgetView' });
    expect(kit.store.getState().plugins.widgets?.status).toBe('loaded');
    expect(kit.getState().view).toBe('WidgetView');
    // The React half is the UI's to load (portico/react), never the core runtime's.
    expect(loadViews).not.toHaveBeenCalled();
    expect(kit.plugins.descriptor('widgets')?.loadViews).toBe(loadViews);
    kit.destroy();
  });

  test('behavior: plugins add namespaced strings', async () => {
    const kit = newKit();
    configurePlugins(kit, [plugin('greeter', { strings: { en: { hello: 'Hello' } } }).descriptor]);
    await kit.plugins.load('greeter');
    expect(kit.plugins.strings('en')).toEqual({ 'greeter.hello': 'Hello' });
    kit.destroy();
  });

  test('behavior: unregistering removes its listeners and its views from the router', async () => {
    const kit = newKit();
    const effect = jest.fn();
    configurePlugins(kit, [
      plugin(
        'watcher',
        {
          listeners: (start) => [start({ actionCreator: counterSlice.actions.incremented, effect })],
        },
        { views: ['W'] },
      ).descriptor,
    ]);
    await kit.plugins.load('watcher');
    kit.plugins.unregister('watcher');
    kit.store.dispatch(counterSlice.actions.incremented());
    expect(effect).not.toHaveBeenCalled();
    expect(kit.plugins.pluginForView('W')).toBeUndefined();
    expect(kit.store.getState().plugins.watcher).toBeUndefined();
    kit.destroy();
  });

  test('error: a duplicate plugin name is rejected and the kit is unchanged', () => {
    const kit = newKit();
    configurePlugins(kit, [plugin('dup').descriptor]);
    expect(() => configurePlugins(kit, [plugin('other').descriptor, plugin('dup').descriptor])).toThrow(
      'Plugin "dup" is already registered',
    );
    expect(kit.plugins.has('other')).toBe(false);
    kit.destroy();
  });

  test('error: a missing dependency is a clear error at configuration time', () => {
    const kit = newKit();
    expect(() => configurePlugins(kit, [plugin('send2', {}, { dependsOn: ['wallet'] }).descriptor])).toThrow(
      'Plugin "send2" depends on "wallet", which is not registered; register "wallet" too',
    );
    expect(kit.plugins.has('send2')).toBe(false);
    kit.destroy();
  });

  test('error: a dependency cycle is named', () => {
    const kit = newKit();
    expect(() =>
      configurePlugins(kit, [
        plugin('a', {}, { dependsOn: ['b'] }).descriptor,
        plugin('b', {}, { dependsOn: ['a'] }).descriptor,
      ]),
    ).toThrow('Plugin dependency cycle: a -> b -> a');
    kit.destroy();
  });

  test('error: a chunk that fails to load leaves the kit usable and can be retried', async () => {
    const kit = newKit();
    let attempts = 0;
    configurePlugins(kit, [
      definePlugin({
        name: 'flaky',
        views: ['FlakyView'],
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return { slices: [counterSlice] };
        },
      }),
    ]);
    await expect(kit.plugins.load('flaky')).rejects.toThrow(
      'Plugin "flaky" failed to load; check the network and retry',
    );
    expect(kit.store.getState().plugins.flaky).toMatchObject({
      status: 'failed',
      error: { name: 'PluginLoadError' },
    });
    await kit.open({ view: 'Networks' });
    expect(kit.getState().view).toBe('Networks');
    await kit.plugins.load('flaky');
    expect(attempts).toBe(2);
    expect(kit.store.getState().plugins.flaky).toEqual({ status: 'loaded', views: ['FlakyView'] });
    kit.destroy();
  });

  test('error: invalid plugin definitions and unknown plugins', async () => {
    expect(() => definePlugin({ name: 'Bad Name', load: async () => ({}) })).toThrow(
      'Invalid plugin name: Bad Name',
    );
    expect(() => definePlugin({ name: 'x' } as never)).toThrow('Plugin "x" has no load() function');
    const kit = newKit();
    await expect(kit.plugins.load('nope')).rejects.toThrow('Plugin "nope" is not registered');
    kit.destroy();
  });
});

describe('features', () => {
  test('default: the default features register their built-in plugins', () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [ethereum],
      storage: createMemoryStorage(),
      features: { analytics: false },
    });
    expect(kit.plugins.names().sort()).toEqual([
      'email',
      'history',
      'names',
      'onramp',
      'receive',
      'send',
      'socials',
      'swaps',
    ]);
    kit.destroy();
  });

  test('behavior: each built-in plugin loads its own chunk and injects its slice', async () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [ethereum],
      storage: createMemoryStorage(),
      features: { analytics: false, pay: true },
    });
    await kit.plugins.load('send');
    const state = kit.store.getState() as Record<string, unknown>;
    expect(state.send).toMatchObject({ loading: false, tokenBalances: [] });
    expect(state.swaps).toBeUndefined();
    await kit.plugins.load('pay');
    expect((kit.store.getState() as Record<string, unknown>).pay).toMatchObject({
      status: 'idle',
      inProgress: false,
    });
    kit.destroy();
  });

  test('behavior: toggling features at run time registers and unregisters plugins', () => {
    const kit = newKit();
    expect(kit.plugins.has('swaps')).toBe(false);
    kit.setFeatures({ swaps: true, socials: ['google'] });
    expect(kit.plugins.has('swaps')).toBe(true);
    expect(kit.plugins.has('socials')).toBe(true);
    kit.setFeatures({ swaps: false, socials: false });
    expect(kit.plugins.has('swaps')).toBe(false);
    expect(kit.plugins.has('socials')).toBe(false);
    expect(kit.store.getState().options.features.swaps).toBe(false);
    kit.destroy();
  });
});

// Test plugins' views, declared the way a host declares its own plugin's views.
declare module '../store/viewNames' {
  interface PluginViewNames {
    runtimeTest: 'WidgetView' | 'W';
  }
}
