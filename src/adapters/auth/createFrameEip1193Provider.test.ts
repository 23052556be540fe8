/** @jest-environment jsdom */

import {
  EVM,
  flush,
  installEmbeddedWalletHarness,
  setup,
} from '../../../test/adapters/auth/embeddedWalletHarness';
import { FRAME_USER_REJECTED_MESSAGE } from '../../core/constants/frame';
import { popTransactionStack } from '../../store/actions/transactionStack';
import { APPROVE_TRANSACTION_SLOT_ID } from '../../ui/views/ApproveTransactionView';
import { APPROVAL_SLOT_ID } from './createApprovalFlow';

// The embedded wallet's EIP-1193 provider against the stand-in frame: local session answers, the
// SPEC §5 method lists, and the ApproveTransaction flow of SPEC §4 (fake timers).

installEmbeddedWalletHarness();

async function connected() {
  const s = await setup();
  s.frame.ready();
  await s.service.connect();
  s.frame.posted.length = 0;
  const refreshBalance = jest.spyOn(s.kit.adapters, 'refreshBalance').mockResolvedValue(undefined);
  return { ...s, provider: s.connector.eip155, refreshBalance };
}

/** The view's slot, as React would render it, at a known place. */
function renderSlot() {
  const slot = document.createElement('div');
  slot.id = APPROVE_TRANSACTION_SLOT_ID;
  slot.getBoundingClientRect = () => ({ top: 100, left: 40, width: 360, height: 420 }) as DOMRect;
  document.body.appendChild(slot);
  return slot;
}

const settle = <T>(promise: Promise<T>) => {
  const state: { value?: T; error?: { code?: number; message?: string }; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error) => Object.assign(state, { error, done: true }),
  );
  return state;
};

afterEach(() => {
  document.getElementById(APPROVE_TRANSACTION_SLOT_ID)?.remove();
});

describe('createFrameEip1193Provider', () => {
  test('default: accounts and chain id come from the session, without a frame message', async () => {
    const { provider } = await connected();
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([EVM]);
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([EVM]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
  });

  test('behavior: before connect there is no account', async () => {
    const { connector, frame } = await setup();
    frame.ready();
    await expect(connector.eip155.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(connector.eip155.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 });
  });

  test('behavior: a safe method goes to the frame as RPC_REQUEST and opens no view', async () => {
    const { provider, frame, state } = await connected();
    frame.handlers.RPC_REQUEST = () => ({ ok: '0x10' });
    await expect(provider.request({ method: 'eth_getBalance', params: [EVM, 'latest'] })).resolves.toBe(
      '0x10',
    );
    expect(frame.sent('RPC_REQUEST')).toEqual([
      { method: 'eth_getBalance', params: [EVM, 'latest'], chainId: 'eip155:1' },
    ]);
    expect(state().modal.open).toBe(false);
  });

  test('error: an unsupported method shows "Action not allowed" after 300 ms and rejects with 4200', async () => {
    const { provider, frame, state } = await connected();
    const result = settle(provider.request({ method: 'eth_sign', params: [EVM, '0x00'] }));
    jest.advanceTimersByTime(299);
    await flush();
    expect(result.done).toBe(false);
    expect(state().notifications.open).toBe(false);
    jest.advanceTimersByTime(1);
    await flush();
    expect(result.error).toMatchObject({ code: 4200 });
    expect(state().notifications).toMatchObject({ open: true, message: 'Action not allowed' });
    expect(frame.posted).toEqual([]);
  });

  test('error: bad params of a supported method are refused at once and open nothing', async () => {
    const { provider, frame, state } = await connected();
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f'] }),
    ).rejects.toMatchObject({
      code: -32602,
    });
    expect(state().modal.open).toBe(false);
    expect(frame.posted).toEqual([]);
  });

  test('behavior: with the modal closed, an unsafe method opens ApproveTransaction over which the frame is shown; success closes it and refreshes the balance', async () => {
    const { provider, frame, state, connector, refreshBalance } = await connected();
    const slot = renderSlot();
    const signing = settle(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM] }));
    await flush();
    expect(state().modal.open).toBe(true);
    expect(state().modal.history.map((e) => e.view)).toEqual(['ApproveTransaction']);
    expect(state().modal.transactionStack).toHaveLength(1);
    expect(connector.client.iframe.style).toMatchObject({
      display: 'block',
      top: '100px',
      left: '40px',
      width: '360px',
      height: '420px',
    });
    // The frame follows the slot when the page moves.
    slot.getBoundingClientRect = () => ({ top: 60, left: 10, width: 360, height: 420 }) as DOMRect;
    window.dispatchEvent(new Event('resize'));
    expect(connector.client.iframe.style).toMatchObject({ top: '60px', left: '10px' });
    frame.answer('RPC_REQUEST', { ok: '0xsigned' });
    await flush();
    expect(signing.value).toBe('0xsigned');
    expect(state().modal.open).toBe(false);
    expect(state().modal.transactionStack).toEqual([]);
    expect(connector.client.iframe.style.display).toBe('none');
    expect(refreshBalance).toHaveBeenCalledTimes(1);
  });

  test('behavior: with the modal open, ApproveTransaction is pushed; a rejection in the frame pops it with 4001', async () => {
    const { kit, provider, frame, state, connector } = await connected();
    await kit.open({ view: 'Networks' });
    const sending = settle(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: EVM, value: '0x1' }] }),
    );
    await flush();
    expect(state().modal.history.map((e) => e.view)).toEqual(['Networks', 'ApproveTransaction']);
    frame.answer('RPC_REQUEST', { error: FRAME_USER_REJECTED_MESSAGE });
    await flush();
    expect(sending.error).toMatchObject({ code: 4001, message: FRAME_USER_REJECTED_MESSAGE });
    expect(state().modal).toMatchObject({ open: true, transactionStack: [] });
    expect(state().modal.history.map((e) => e.view)).toEqual(['Networks']);
    expect(connector.client.iframe.style.display).toBe('none');
  });

  test('error: another frame error keeps its message with code 5000 and closes the modal it opened', async () => {
    const { provider, frame, state, refreshBalance } = await connected();
    const signing = settle(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM] }));
    await flush();
    frame.answer('RPC_REQUEST', { error: 'Insufficient funds for gas' });
    await flush();
    expect(signing.error).toMatchObject({ code: 5000, message: 'Insufficient funds for gas' });
    expect(state().modal.open).toBe(false);
    expect(refreshBalance).not.toHaveBeenCalled();
  });

  test('behavior: Cancel in ApproveTransaction rejects with 4001, aborts the frame request and hides the frame', async () => {
    const { kit, provider, state, connector } = await connected();
    renderSlot();
    await kit.open({ view: 'Networks' });
    const signing = settle(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM] }));
    await flush();
    expect(connector.client.iframe.style.display).toBe('block');
    // What the view's Cancel button does.
    kit.store.dispatch(popTransactionStack(kit.services, 'cancel'));
    await flush();
    expect(signing.error).toMatchObject({ code: 4001 });
    expect(state().modal.history.map((e) => e.view)).toEqual(['Networks']);
    expect(connector.client.iframe.style.display).toBe('none');
  });

  test('behavior: closing the modal during approval rejects with 4001', async () => {
    const { kit, provider, connector } = await connected();
    const signing = settle(
      provider.request({ method: 'eth_signTypedData_v4', params: [EVM, '{"types":{}}'] }),
    );
    await flush();
    kit.close();
    await flush();
    expect(signing.error).toMatchObject({ code: 4001 });
    expect(connector.client.iframe.style.display).toBe('none');
  });

  test('error: an approval its caller gave up on (the send deadline pops it) is a timeout, not a rejection', async () => {
    const { kit, provider, frame, state, connector } = await connected();
    await kit.open({ view: 'Networks' });
    const signing = settle(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM] }));
    await flush();
    // What the send flow does when the wallet does not answer within SEND_TIMEOUT_MS.
    kit.store.dispatch(popTransactionStack(kit.services, 'error'));
    await flush();
    // Not 4001: the runtime would show "Signature declined" for a visitor who declined nothing.
    expect(signing.error).toMatchObject({ code: 5000, message: 'Request was aborted' });
    // The frame is told to drop the card (ABORT_REQUEST is not an app event the fake types know).
    expect(frame.posted.filter((m) => String(m.name) === 'ABORT_REQUEST')).toHaveLength(1);
    expect(state().modal.history.map((e) => e.view)).toEqual(['Networks']);
    expect(connector.client.iframe.style.display).toBe('none');
  });

  test('behavior: wallet_switchEthereumChain sends SWITCH_NETWORK and emits chainChanged', async () => {
    const { provider, frame, state } = await connected();
    const chainChanged = jest.fn();
    provider.on('chainChanged', chainChanged);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    ).resolves.toBeNull();
    expect(frame.sent('SWITCH_NETWORK')).toEqual([{ chainId: 'eip155:8453' }]);
    expect(chainChanged).toHaveBeenCalledWith('0x2105');
    expect(state().chains.chains.eip155?.accountState.caipAddress).toBe(`eip155:8453:${EVM}`);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x2105');
  });

  test('default: the approval slot id matches ApproveTransactionView', () => {
    expect(APPROVAL_SLOT_ID).toBe(APPROVE_TRANSACTION_SLOT_ID);
  });
});
