/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addStubConnector,
  axeViolations,
  createTestKit,
  openView,
  renderWithKit,
} from '../../../test/ui/renderWithKit';
import { ConnectingExternalView } from './ConnectingExternalView';

const rabby = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED' as const,
  info: { rdns: 'io.rabby' },
};

async function setup(connect: () => Promise<void>, withService = true) {
  const kit = await createTestKit();
  addStubConnector(kit, rabby, withService ? { connect } : null);
  openView(kit, 'ConnectingExternal', { connectorId: 'io.rabby' });
  return kit;
}

describe('ConnectingExternalView', () => {
  test('default', async () => {
    const connect = jest.fn(() => new Promise<void>(() => undefined));
    const kit = await setup(connect);
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<ConnectingExternalView />, kit, theme);
      expect(screen.getByRole('heading', { name: 'Continue in Rabby Wallet' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Connecting to Rabby Wallet');
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
    expect(connect).toHaveBeenCalled();
  });

  test('behavior: with a stub connector service that approves, the view says connected and does nothing more', async () => {
    const connect = jest.fn(async () => undefined);
    const kit = await setup(connect);
    renderWithKit(<ConnectingExternalView />, kit);
    expect(await screen.findByText('Connected to Rabby Wallet')).toBeTruthy();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(kit.store.getState().modal.history.at(-1)?.view).toBe('ConnectingExternal');
  });

  test('error: a 4001 rejection from a stub connector service shows "Connection declined" and Retry connects again', async () => {
    const connect = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
      .mockResolvedValueOnce(undefined);
    const kit = await setup(connect);
    const { container } = renderWithKit(<ConnectingExternalView />, kit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Connection declined');
    expect(container.textContent).not.toContain('User rejected the request.');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Connected to Rabby Wallet')).toBeTruthy();
    expect(connect).toHaveBeenCalledTimes(2);
  });

  test('error: any other failure of a stub connector service shows "Connection failed", never the raw error', async () => {
    const kit = await setup(async () => {
      throw { code: -32603, message: 'Internal JSON-RPC error', stack: 'at secret.js' };
    });
    const { container } = renderWithKit(<ConnectingExternalView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('Connection failed');
    expect(container.textContent).not.toMatch(/Internal JSON-RPC|object Object|undefined/);
  });

  test('error: a connector without a registered service says the wallet is not available', async () => {
    const kit = await setup(async () => undefined, false);
    const { container } = renderWithKit(<ConnectingExternalView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('Rabby Wallet is not available');
    expect(container.textContent).not.toContain('undefined');
  });

  test('error: an unknown connector id never shows a blank name', async () => {
    const kit = await createTestKit();
    openView(kit, 'ConnectingExternal', { connectorId: 'nope' });
    const { container } = renderWithKit(<ConnectingExternalView />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('Wallet is not available');
    expect(container.textContent).not.toContain('undefined');
  });

  test('error: a stub wallet that never answers gets a hint and Retry after 30 s, and Retry asks again', async () => {
    jest.useFakeTimers();
    try {
      const connect = jest.fn(() => new Promise<void>(() => undefined));
      const kit = await setup(connect);
      renderWithKit(<ConnectingExternalView />, kit);
      expect(screen.getByRole('heading', { name: 'Continue in Rabby Wallet' })).toBeTruthy();
      await act(async () => {
        jest.advanceTimersByTime(29_999);
      });
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Rabby Wallet did not answer');
      expect(alert.textContent).toContain('Open Rabby Wallet, unlock it if needed');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(connect).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('heading', { name: 'Continue in Rabby Wallet' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  test('behavior: a stub wallet that answers late still connects the attempt it answers', async () => {
    jest.useFakeTimers();
    try {
      let approve!: () => void;
      const connect = jest.fn(() => new Promise<void>((resolve) => (approve = resolve)));
      const kit = await setup(connect);
      renderWithKit(<ConnectingExternalView />, kit);
      await act(async () => {
        jest.advanceTimersByTime(30_000);
      });
      expect(screen.getByRole('alert').textContent).toContain('did not answer');
      await act(async () => approve());
      expect(screen.getByText('Connected to Rabby Wallet')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
  test('behavior: "Try again" is offered while the request is pending; the first attempt\'s late answer does not win over the retry\'s', async () => {
    const answers: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
    const connect = jest.fn(
      () => new Promise<void>((resolve, reject) => void answers.push({ resolve, reject })),
    );
    const kit = await setup(connect);
    const { container } = renderWithKit(<ConnectingExternalView />, kit);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(connect).toHaveBeenCalledTimes(2);
    // The first request's late decline is not the retry's: the view still waits for the retry.
    await act(async () => answers[0]!.reject(Object.assign(new Error('User rejected'), { code: 4001 })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Continue in Rabby Wallet' })).toBeTruthy();
    await act(async () => answers[1]!.resolve());
    expect(screen.getByText('Connected to Rabby Wallet')).toBeTruthy();
  });

  test("behavior: a retry's decline wins over the first attempt's late approval", async () => {
    const answers: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
    const connect = jest.fn(
      () => new Promise<void>((resolve, reject) => void answers.push({ resolve, reject })),
    );
    const kit = await setup(connect);
    renderWithKit(<ConnectingExternalView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => answers[1]!.reject(Object.assign(new Error('User rejected'), { code: 4001 })));
    await act(async () => answers[0]!.resolve());
    expect(screen.getByRole('alert').textContent).toContain('Connection declined');
    expect(screen.queryByText('Connected to Rabby Wallet')).toBeNull();
  });

  test('behavior: a wallet that refuses the retry because the first request is still open (-32002) keeps one request, and its answer counts', async () => {
    let approveFirst!: () => void;
    const connect = jest
      .fn<Promise<void>, []>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (approveFirst = resolve)))
      .mockRejectedValueOnce({
        code: -32002,
        message: 'Request of type wallet_requestPermissions already pending',
      });
    const kit = await setup(connect);
    const { container } = renderWithKit(<ConnectingExternalView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(connect).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).not.toContain('already pending');
    await act(async () => approveFirst());
    expect(screen.getByText('Connected to Rabby Wallet')).toBeTruthy();
  });
});
