import { type AppKit, configurePlugins, createAppKit, createMemoryStorage, ethereum } from '../../index';
import type { RootState } from '../../store/createKitStore';
import { SIWX_ONE_CLICK_SERVICE_ID } from '../../store/services/SiwxOneClickService';
import { localSiwx } from './localSiwx';
import { SIWX_CONFIG_SERVICE_ID } from './siwxConfig';
import { siwxPlugin } from './siwxPlugin';

// Issue 23: SIWX is a plugin like the others. `siwxPlugin(config)` is registered through
// configurePlugins; `createAppKit({ siwx })` only adds it to the kit's plugin list.

const kits: AppKit[] = [];
function makeKit(siwx?: ReturnType<typeof localSiwx>) {
  const kit = createAppKit({
    projectId: 'proj-siwx-plugin',
    networks: [ethereum],
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
    ...(siwx ? { siwx } : {}),
  });
  kits.push(kit);
  return kit;
}
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

const statusOf = (kit: AppKit) => (kit.store.getState() as RootState).plugins.siwx?.status;
const loaded = (kit: AppKit) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (statusOf(kit) !== 'loaded') return;
      stop();
      resolve();
    };
    const stop = kit.store.subscribe(check);
    check();
  });

test('default: createAppKit({ siwx }) registers the plugin, keeps the config and loads it at once', async () => {
  const config = localSiwx();
  const kit = makeKit(config);
  expect(kit.plugins.has('siwx')).toBe(true);
  expect(kit.services.get(SIWX_CONFIG_SERVICE_ID)).toBe(config);
  expect(kit.services.get(SIWX_ONE_CLICK_SERVICE_ID)).toBeDefined();
  // Nobody opened a view: the core chunk is loaded because the plugin is eager.
  await loaded(kit);
});

test('behavior: configurePlugins(kit, [siwxPlugin(config)]) does what the option does; unregistering undoes it', async () => {
  const kit = makeKit();
  expect(kit.plugins.has('siwx')).toBe(false);
  const config = localSiwx({ required: true });
  configurePlugins(kit, [siwxPlugin(config)]);
  expect(kit.services.get(SIWX_CONFIG_SERVICE_ID)).toBe(config);
  await loaded(kit);
  kit.plugins.unregister('siwx');
  expect(kit.services.get(SIWX_CONFIG_SERVICE_ID)).toBeUndefined();
  expect(kit.services.get(SIWX_ONE_CLICK_SERVICE_ID)).toBeUndefined();
});

test('error: a config without getNonce or addSession is refused with a clear message', () => {
  const broken = { getNonce: async () => 'n' } as unknown as ReturnType<typeof localSiwx>;
  expect(() => siwxPlugin(broken)).toThrow('Invalid siwx config: getNonce() and addSession() are required');
  expect(() => makeKit(broken)).toThrow('Invalid siwx config');
});
