/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NAME_SUGGESTIONS_DEBOUNCE_MS } from '../../src/plugins/names/namesListeners';
import { RegisterAccountNameSuccessView } from '../../src/plugins/names/views/RegisterAccountNameSuccessView';
import { RegisterAccountNameView } from '../../src/plugins/names/views/RegisterAccountNameView';
import { useKitSelector } from '../../src/store/react/kitHooks';
import { type AccountState, chainsSlice } from '../../src/store/slices/chainsSlice';
import { modalSlice } from '../../src/store/slices/modalSlice';
import { AccountHeader } from '../../src/ui/views/account/AccountHeader';
import { createNamesTestKit, type NamesTestKit, OWNER } from './namesTestKit';
import { axeViolations, renderPluginView } from './renderPluginView';

// RegisterAccountName and RegisterAccountNameSuccess as a visitor meets them: a real kit with the names
// plugin loaded and an eip155 account connected through the store. The wallet's signMessage and the
// name service are stubs (test/plugins/namesTestKit.ts): no wallet or API runs in jsdom.
// test/adapters/adapterNamesSuite.ts signs for real against the reference API; e2e/names.e2e.ts runs
// these views in Chromium.

let t: NamesTestKit;
const top = () => t.state().modal.history.at(-1)?.view;

/** The two names views as the modal's outlet would pick them: the top of the history is shown. */
function NamesOutlet() {
  const view = useKitSelector((s) => s.modal.history.at(-1)?.view);
  if (view === 'RegisterAccountNameSuccess') return <RegisterAccountNameSuccessView />;
  if (view === 'RegisterAccountName') return <RegisterAccountNameView />;
  return <p>closed</p>;
}

async function renderNames(theme: 'dark' | 'light' = 'dark') {
  t.kit.store.dispatch(modalSlice.actions.opened({ view: 'RegisterAccountName' }));
  return renderPluginView(<NamesOutlet />, t.kit, theme);
}

const field = () => screen.getByRole('textbox', { name: 'Name' });
const save = () => screen.getByRole('button', { name: 'Save name' }) as HTMLButtonElement;
const status = () => screen.getByTestId('names-status').textContent;

/** Types `text` (one change per character, as keystrokes) and lets the debounce elapse. */
async function typeAndPause(text: string) {
  for (let i = 1; i <= text.length; i += 1)
    fireEvent.change(field(), { target: { value: text.slice(0, i) } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(NAME_SUGGESTIONS_DEBOUNCE_MS);
    await jest.runOnlyPendingTimersAsync();
  });
}

beforeEach(async () => {
  t = await createNamesTestKit();
  // The account's reverse lookup (run on connect) settles before anything renders.
  await waitFor(() => expect(t.state().names?.namesByAddress[OWNER.toLowerCase()]).toEqual([]));
});

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

describe('RegisterAccountName view (stub wallet, stub name service)', () => {
  test('default: a labelled name field, Save disabled while empty; axe-clean in both themes', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = await renderNames(theme);
      expect((field() as HTMLInputElement).value).toBe('');
      expect(field().getAttribute('placeholder')).toBe('yourname');
      expect(save().disabled).toBe(true);
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('error: the SPEC rule texts show on the field (too short, other characters) and Save stays disabled', async () => {
    jest.useFakeTimers();
    const { container } = await renderNames();
    await typeAndPause('bob');
    expect(status()).toBe('Name must be at least 4 characters');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Name must be at least 4 characters',
    );
    expect(save().disabled).toBe(true);
    await typeAndPause('bob_1');
    expect(status()).toBe('Use letters, numbers and hyphens only');
    expect(save().disabled).toBe(true);
    expect(t.service.paths.filter((p) => p.includes('suggestions'))).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: suggestions arrive once typing pauses for 300 ms; a free name is available, picking one fills the field', async () => {
    jest.useFakeTimers();
    await renderNames();
    for (const typed of ['b', 'bo', 'bob', 'bob1']) fireEvent.change(field(), { target: { value: typed } });
    await act(async () => jest.advanceTimersByTimeAsync(NAME_SUGGESTIONS_DEBOUNCE_MS - 1));
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    expect(status()).toBe('Your name will be bob1.portico');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
      await jest.runOnlyPendingTimersAsync();
    });
    expect(t.service.paths.filter((p) => p.includes('suggestions'))).toEqual([
      '/v1/profile/suggestions/bob1',
    ]);
    const list = screen.getByRole('list', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['bob11.portico', 'bob12.portico']);
    // The typed name is not offered again (issue 22): the status already says it is available.
    expect(status()).toBe('bob1.portico is available');
    // The status's colour says it: the success tone for a free name (issue 22: it was uncoloured).
    expect(screen.getByTestId('names-status').className).toContain('portico-tone--success');
    expect(save().disabled).toBe(false);
    fireEvent.click(within(list).getByRole('button', { name: 'bob12.portico' }));
    expect((field() as HTMLInputElement).value).toBe('bob12');
  });

  test('behavior: a taken name says so and Save is disabled', async () => {
    jest.useFakeTimers();
    const { container } = await renderNames();
    await typeAndPause('alice');
    expect(status()).toBe('alice.portico is taken');
    expect(screen.getByTestId('names-status').className).toContain('portico-tone--error');
    expect(save().disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('default: Save opens RegisterAccountNameSuccess first (busy while the wallet signs), then the name and Done closes', async () => {
    let release!: (signature: string) => void;
    t.sign = () => new Promise((resolve) => (release = resolve));
    const { container } = await renderNames();
    fireEvent.change(field(), { target: { value: 'bob1' } });
    await act(async () => fireEvent.click(save()));
    expect(top()).toBe('RegisterAccountNameSuccess');
    expect(screen.getByRole('status').textContent).toBe('Saving bob1.portico…');
    expect(await axeViolations(container)).toEqual([]);
    await act(async () => release(`0x${'12'.repeat(65)}`));
    expect(await screen.findByText('bob1.portico is now the name of your account.')).toBeTruthy();
    expect(t.state().chains.chains.eip155?.accountState.profileName).toBe('bob1.portico');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(t.state().modal.open).toBe(false);
  });

  test('error: a failed registration returns to RegisterAccountName with "Error registering name {x}" and why', async () => {
    t.service.taken.add('bob1.portico');
    const { container } = await renderNames();
    fireEvent.change(field(), { target: { value: 'bob1' } });
    await act(async () => fireEvent.click(save()));
    const alert = await screen.findByRole('alert');
    expect(top()).toBe('RegisterAccountName');
    expect(alert.textContent).toBe(
      'Error registering name bob1.portico. Someone registered this name first. Pick another.',
    );
    expect((field() as HTMLInputElement).value).toBe('bob1');
    expect(await axeViolations(container)).toEqual([]);
    // An edit clears the failure.
    fireEvent.change(field(), { target: { value: 'bob2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('error: a declined signature says "Signature declined" and posts nothing', async () => {
    t.sign = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    await renderNames();
    fireEvent.change(field(), { target: { value: 'bob1' } });
    await act(async () => fireEvent.click(save()));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error registering name bob1.portico. Signature declined',
    );
    expect(t.service.posted).toEqual([]);
  });
});

describe('Account header "Choose a name" entry (stub wallet, stub name service)', () => {
  const account = () => t.state().chains.chains.eip155!.accountState as AccountState & { address: string };
  const renderHeader = (caipNetworkId = 'eip155:1') => {
    const network = t.kit.store
      .getState()
      .chains.chains[caipNetworkId.split(':')[0] as 'eip155']?.caipNetworks.find(
        (n) => n.caipNetworkId === caipNetworkId,
      );
    return renderPluginView(
      <AccountHeader account={account()} network={network} connecting={false} />,
      t.kit,
    );
  };

  test('default: shown on eip155 with no name; it opens RegisterAccountName', async () => {
    t.kit.store.dispatch(modalSlice.actions.opened({ view: 'Account' }));
    const { container } = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a name' }));
    expect(t.state().modal.history.map((e) => e.view)).toEqual(['Account', 'RegisterAccountName']);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: hidden once the account has a name, which the header shows instead of the address', () => {
    t.kit.store.dispatch(
      chainsSlice.actions.accountUpdated({ namespace: 'eip155', profileName: 'bob1.portico' }),
    );
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('bob1.portico');
    expect(screen.getByRole('heading').getAttribute('title')).toBe(OWNER);
  });

  test('behavior: hidden off eip155 (names are eip155 only)', () => {
    const address = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
    t.kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'solana', address }));
    const solanaNetwork = t.state().chains.chains.solana!.caipNetworks[0]!;
    renderPluginView(
      <AccountHeader
        account={{ address } as AccountState & { address: string }}
        network={solanaNetwork}
        connecting={false}
      />,
      t.kit,
    );
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull();
  });
});
