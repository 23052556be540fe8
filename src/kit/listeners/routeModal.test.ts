import { base, ethereum } from '../../core/networks/chains/evm';
import {
  approvalDismissed,
  approvalRequested,
  approvalSettled,
  connectionEstablished,
  unsupportedChainDetected,
} from '../../store/actions/adapterEvents';
import { popTransactionStack } from '../../store/actions/transactionStack';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import type { ViewName } from '../../store/viewNames';
import { watchActions } from '../../store/watchActions';
import { type AppKit, createAppKit } from '../createAppKit';

const { opened, pushed, closed } = modalSlice.actions;

let kit: AppKit;
beforeEach(() => {
  kit = createAppKit({
    projectId: 'test',
    networks: [ethereum],
    storage: createMemoryStorage(),
    features: { analytics: false, email: true, socials: false },
  });
});
afterEach(() => kit.destroy());

const modal = () => kit.store.getState().modal;
const views = () => modal().history.map((entry) => entry.view);
const show = (...path: ViewName[]) => {
  kit.store.dispatch(opened({ view: path[0] ?? 'Connect' }));
  for (const view of path.slice(1)) kit.store.dispatch(pushed({ view }));
};
/** The kit's answers to the adapter, in order. */
const dismissals = () => {
  const seen: string[] = [];
  watchActions(kit.store.dispatch).on(approvalDismissed, ({ payload }) => {
    seen.push(`${payload.requestId}:${payload.reason}`);
  });
  return seen;
};

describe('a connection', () => {
  test('behavior: closes the modal while it shows the connect flow, a core view or a login view', () => {
    show('Connect', 'ConnectingExternal');
    kit.store.dispatch(connectionEstablished({ connectorId: 'io.metamask' }));
    expect(modal().open).toBe(false);
    show('Connect', 'EmailVerifyOtp');
    kit.store.dispatch(connectionEstablished({ connectorId: 'AUTH' }));
    expect(modal().open).toBe(false);
  });

  test('default: leaves a view the visitor moved on to, and a closed modal, alone', () => {
    show('Account', 'Networks');
    kit.store.dispatch(connectionEstablished({ connectorId: 'walletConnect' }));
    expect(modal().open).toBe(true);
    expect(views()).toEqual(['Account', 'Networks']);
    kit.store.dispatch(closed());
    kit.store.dispatch(connectionEstablished({ connectorId: 'walletConnect' }));
    expect(modal().open).toBe(false);
  });
});

describe('an unsupported chain', () => {
  test('behavior: opens the modal on UnsupportedChain, or resets an open one to it', () => {
    kit.store.dispatch(unsupportedChainDetected({ namespace: 'eip155' }));
    expect(modal().open).toBe(true);
    expect(views()).toEqual(['UnsupportedChain']);
    show('Connect', 'ConnectingExternal');
    kit.store.dispatch(unsupportedChainDetected({ namespace: 'eip155' }));
    expect(views()).toEqual(['UnsupportedChain']);
  });

  test('behavior: reported before the connection, it stays shown (the connection closes nothing)', () => {
    show('Connect', 'ConnectingExternal');
    kit.store.dispatch(unsupportedChainDetected({ namespace: 'eip155' }));
    kit.store.dispatch(connectionEstablished({ connectorId: 'io.metamask' }));
    expect(modal().open).toBe(true);
    expect(views()).toEqual(['UnsupportedChain']);
  });
});

describe('a network switch', () => {
  const switchTo = (caipNetworkId: 'eip155:1' | 'eip155:8453') =>
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId }));

  beforeEach(() => {
    kit.destroy();
    kit = createAppKit({
      projectId: 'test',
      networks: [ethereum, base],
      storage: createMemoryStorage(),
      features: { analytics: false, email: true, socials: false },
    });
  });

  test('behavior: from the Account view it comes back to Account', () => {
    show('Account', 'Networks');
    switchTo('eip155:8453');
    expect(modal().open).toBe(true);
    expect(views()).toEqual(['Account']);
    expect(modal().direction).toBe('prev');
  });

  test('behavior: opened straight on Networks, or from Connect, it closes', () => {
    show('Networks');
    switchTo('eip155:8453');
    expect(modal().open).toBe(false);
    show('Connect', 'Networks');
    switchTo('eip155:1');
    expect(modal().open).toBe(false);
    // A login view of a plugin counts as the connect flow too.
    show('Connect', 'EmailVerifyOtp', 'Networks');
    switchTo('eip155:8453');
    expect(modal().open).toBe(false);
  });

  test('default: a switch while another view shows, or the modal is closed, moves nothing', () => {
    show('Account');
    switchTo('eip155:8453');
    expect(views()).toEqual(['Account']);
    expect(modal().open).toBe(true);
    kit.store.dispatch(closed());
    show('Networks');
    kit.store.dispatch(closed());
    switchTo('eip155:1');
    expect(modal().open).toBe(false);
    expect(views()).toEqual(['Networks']);
  });
});

describe('an approval request', () => {
  test('behavior: opens ApproveTransaction on a closed modal; the settled request closes it again', () => {
    const seen = dismissals();
    kit.store.dispatch(approvalRequested({ requestId: 'r1' }));
    expect(modal().open).toBe(true);
    expect(views()).toEqual(['ApproveTransaction']);
    expect(modal().transactionStack).toHaveLength(1);
    kit.store.dispatch(approvalSettled({ requestId: 'r1', result: 'success' }));
    expect(modal().open).toBe(false);
    expect(seen).toEqual([]);
  });

  test('behavior: is pushed over an open modal; a failed request goes back without a dismissal', async () => {
    const seen = dismissals();
    show('Account', 'Networks');
    kit.store.dispatch(approvalRequested({ requestId: 'r2' }));
    expect(views()).toEqual(['Account', 'Networks', 'ApproveTransaction']);
    kit.store.dispatch(approvalSettled({ requestId: 'r2', result: 'error' }));
    await Promise.resolve();
    expect(views()).toEqual(['Account', 'Networks']);
    expect(seen).toEqual([]);
  });

  test('behavior: Cancel, or closing the modal, is answered as cancelled; an error pop below as withdrawn', async () => {
    const seen = dismissals();
    show('Networks');
    kit.store.dispatch(approvalRequested({ requestId: 'a' }));
    kit.store.dispatch(popTransactionStack(kit.services, 'cancel'));
    expect(views()).toEqual(['Networks']);
    kit.store.dispatch(approvalRequested({ requestId: 'b' }));
    kit.store.dispatch(popTransactionStack(kit.services, 'error'));
    kit.store.dispatch(approvalRequested({ requestId: 'c' }));
    kit.store.dispatch(closed());
    expect(seen).toEqual(['a:cancelled', 'b:withdrawn']);
    await Promise.resolve();
    await Promise.resolve();
    // Each request is answered once, whatever else happened to the stack meanwhile.
    expect(seen).toEqual(['a:cancelled', 'b:withdrawn', 'c:cancelled']);
  });

  test('default: a destroyed kit routes nothing', () => {
    kit.destroy();
    kit.store.dispatch(approvalRequested({ requestId: 'late' }));
    expect(modal().open).toBe(false);
  });
});
