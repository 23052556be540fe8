import { ethereum } from '../core/networks/chains/evm';
import { createAppKit } from '../kit/createAppKit';
import { configurePlugins } from '../plugins/configurePlugins';
import { definePlugin, type PluginDescriptor } from '../plugins/definePlugin';
import { isInConnectFlow, leavesViews, selectConnectFlowViews } from './connectFlow';
import { createMemoryStorage } from './persistence/kitStorage';
import { modalSlice } from './slices/modalSlice';
import type { ViewName } from './viewNames';

const { opened, closed, pushed, replaced, reset, wentBack, wentBackTo, shaken } = modalSlice.actions;

function newKit(features: { email?: boolean; socials?: false | ['google'] } = {}) {
  return createAppKit({
    projectId: 'test',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false, email: false, socials: false, ...features },
  });
}

/** A host plugin with a login step and a view that is not part of the login. */
const passkeyPlugin = definePlugin({
  name: 'passkey',
  views: ['PasskeyLogin', 'PasskeySettings'],
  loginViews: ['PasskeyLogin'],
  load: async () => ({}),
});
/** Its views are not in this build's `ViewName` (no declaration merging in a test). */
const hostView = (view: 'PasskeyLogin' | 'PasskeySettings') => view as string as ViewName;

describe('the connect flow group', () => {
  test('default: the core connect views are in it, other core views are not', () => {
    const kit = newKit();
    const at = (view: ViewName) => {
      kit.store.dispatch(opened({ view }));
      return isInConnectFlow(kit.store.getState());
    };
    for (const view of ['Connect', 'AllWallets', 'ConnectingExternal', 'ConnectingWalletConnect'] as const)
      expect(at(view)).toBe(true);
    for (const view of ['Account', 'Networks', 'UnsupportedChain', 'ApproveTransaction'] as const)
      expect(at(view)).toBe(false);
    kit.store.dispatch(opened({ view: 'Connect' }));
    kit.store.dispatch(closed());
    expect(isInConnectFlow(kit.store.getState())).toBe(false);
    kit.destroy();
  });

  test("behavior: the e-mail and socials plugins' login views join it while they are registered", () => {
    const kit = newKit({ email: true, socials: ['google'] });
    expect(selectConnectFlowViews(kit.store.getState())).toEqual(
      expect.arrayContaining(['EmailVerifyOtp', 'EmailVerifyDevice', 'ConnectSocials', 'ConnectingSocial']),
    );
    expect(selectConnectFlowViews(kit.store.getState())).not.toContain('UpdateEmailWallet');
    kit.store.dispatch(opened({ view: 'EmailVerifyOtp' }));
    expect(isInConnectFlow(kit.store.getState())).toBe(true);
    kit.store.dispatch(replaced({ view: 'UpdateEmailWallet' }));
    expect(isInConnectFlow(kit.store.getState())).toBe(false);
    kit.setFeatures({ email: false });
    kit.store.dispatch(replaced({ view: 'EmailVerifyOtp' }));
    expect(isInConnectFlow(kit.store.getState())).toBe(false);
    kit.destroy();
  });

  test("behavior: a host plugin's declared login views count, its other views do not", () => {
    const kit = newKit();
    configurePlugins(kit, [passkeyPlugin]);
    kit.store.dispatch(opened({ view: hostView('PasskeyLogin') }));
    expect(isInConnectFlow(kit.store.getState())).toBe(true);
    kit.store.dispatch(pushed({ view: hostView('PasskeySettings') }));
    expect(isInConnectFlow(kit.store.getState())).toBe(false);
    kit.destroy();
  });

  test('error: a login view the plugin does not serve is refused at definition', () => {
    // A plain-JS host (TypeScript refuses it: login views are typed as a subset of views).
    const broken: PluginDescriptor = {
      name: 'broken',
      views: ['BrokenA'],
      loginViews: ['BrokenB'],
      load: async () => ({}),
    };
    expect(() => definePlugin(broken)).toThrow(
      'Plugin "broken" declares login views it does not serve: BrokenB (list them in views too)',
    );
  });
});

describe('leavesViews', () => {
  const flow: ViewName[] = ['EmailVerifyOtp', 'EmailVerifyDevice'];

  test('behavior: closing, going back, and opening or navigating elsewhere leave the views', () => {
    for (const action of [closed(), wentBack(), wentBackTo({ view: 'Connect' })])
      expect(leavesViews(action, flow)).toBe(true);
    for (const make of [opened, pushed, replaced, reset]) {
      expect(leavesViews(make({ view: 'Account' }), flow)).toBe(true);
      expect(leavesViews(make({ view: 'EmailVerifyDevice' }), flow)).toBe(false);
    }
  });

  test('default: reopening the modal as it was, any other action, or a flow without views leave nothing', () => {
    expect(leavesViews(opened(undefined), flow)).toBe(false);
    expect(leavesViews(shaken(), flow)).toBe(false);
    expect(leavesViews({ type: 'chains/activeNetworkSet' }, flow)).toBe(false);
    expect(leavesViews(closed(), undefined)).toBe(false);
  });
});
