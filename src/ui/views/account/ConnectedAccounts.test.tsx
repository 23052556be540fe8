/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, createTestKit, openView, renderWithKit } from '../../../../test/ui/renderWithKit';
import { formatUnits } from '../../../core/format';
import { bitcoin, bitcoinTestnet } from '../../../core/networks/chains/bitcoin';
import { cosmosHub } from '../../../core/networks/chains/cosmos';
import { ethereum } from '../../../core/networks/chains/evm';
import { polkadot } from '../../../core/networks/chains/polkadot';
import type { Network } from '../../../core/networks/network';
import type { AppKit } from '../../../kit/createAppKit';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { AccountView } from '../AccountView';

// The Account view with several families connected, the store driven directly as the adapters drive
// it (connected, the wallet's network, the account, then the balance read in the chain's integer unit
// converted with the network's decimals, as each adapter's getBalance does): no wallet or chain here.

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const ATOM = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';

const kits: AppKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
});

async function kitWith(networks: Network[]) {
  const kit = await createTestKit({ networks: networks as [Network, ...Network[]] });
  kits.push(kit);
  openView(kit, 'Account');
  return kit;
}

/** What the runtime dispatches for a connected namespace; `raw` in the chain's integer unit, or none read. */
function connect(kit: AppKit, network: Network, address: string, raw?: bigint) {
  const namespace = network.chainNamespace;
  const { caipNetworkId } = network;
  act(() => {
    kit.store.dispatch(connectionSlice.actions.connected({ namespace, connectorId: `stub-${namespace}` }));
    kit.store.dispatch(chainsSlice.actions.walletNetworkSet({ namespace, caipNetworkId }));
    kit.store.dispatch(
      chainsSlice.actions.accountUpdated({ namespace, address, caipAddress: `${caipNetworkId}:${address}` }),
    );
    if (raw === undefined) return;
    const { decimals, symbol } = network.nativeCurrency;
    kit.store.dispatch(
      chainsSlice.actions.balanceRead({
        namespace,
        caipNetworkId,
        address,
        balance: { balance: formatUnits(raw, decimals), symbol },
      }),
    );
  });
}

async function fourFamilies() {
  const kit = await kitWith([ethereum, bitcoin, polkadot, cosmosHub]);
  connect(kit, ethereum, EVM, 1_234_567_890_000_000_000n); // wei, 18 decimals
  connect(kit, bitcoin, BTC, 250_123_456n); // satoshis, 8 decimals
  connect(kit, polkadot, DOT, 12_345_678_901_234n); // planck, 10 decimals
  connect(kit, cosmosHub, ATOM, 9_876_543_210n); // uatom, 6 decimals
  return kit;
}

const list = () => screen.getByRole('list', { name: 'Connected accounts' });
/** Each row's button: [network, truncated address, balance, tag ('' when none)] as shown. */
const rows = () =>
  within(list())
    .getAllByTestId('portico-connected-account')
    .map((row) => {
      const button = within(row).getAllByRole('button')[0] as HTMLElement;
      return [
        button.querySelector('.portico-list-item__name')?.textContent,
        button.querySelector('.portico-list-item__description')?.textContent,
        within(button).getByTestId('portico-connected-account-balance').textContent,
        button.querySelector('.portico-list-item__tag')?.textContent ?? '',
      ];
    });
/** The networks of the rows marked current for assistive technology. */
const current = () =>
  within(list())
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-current') === 'true')
    .map((b) => b.querySelector('.portico-list-item__name')?.textContent);

describe('ConnectedAccounts (in AccountView)', () => {
  test('default: EVM, Bitcoin, Polkadot and Cosmos connected: four rows, the active first, each with its balance', async () => {
    const kit = await fourFamilies();
    expect(kit.store.getState().chains.activeNamespace).toBe('eip155');
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderWithKit(<AccountView />, kit, theme);
      expect(rows()).toEqual([
        ['Ethereum', '0x52...169EE7', '1.234 ETH', 'Active'],
        ['Bitcoin', 'bc1q...wf5mdq', '2.501 BTC', ''],
        ['Polkadot', '15oF...Hr6Sp5', '1,234.567 DOT', ''],
        ['Cosmos Hub', 'cosm...h6dd02', '9,876.543 ATOM', ''],
      ]);
      expect(current()).toEqual(['Ethereum']);
      // The header above still shows the active account, with the same figure as its row.
      expect(screen.getByTestId('portico-account-balance').textContent).toBe('1.234 ETH');
      expect(container.textContent).not.toMatch(/undefined|NaN/);
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: pressing a row makes its namespace active on its own network; the view follows', async () => {
    const kit = await fourFamilies();
    renderWithKit(<AccountView />, kit);
    await userEvent.click(within(list()).getByRole('button', { name: /^Polkadot/ }));
    const { chains, connection } = kit.store.getState();
    expect(chains.activeNamespace).toBe('polkadot');
    expect(chains.activeCaipNetworkId).toBe(polkadot.caipNetworkId);
    // A switch of namespace, not of connection: every family is still connected, no balance is dropped.
    expect(Object.values(connection.status)).toEqual(['connected', 'connected', 'connected', 'connected']);
    expect(rows().map(([name, , balance, tag]) => [name, balance, tag])).toEqual([
      ['Polkadot', '1,234.567 DOT', 'Active'],
      ['Ethereum', '1.234 ETH', ''],
      ['Bitcoin', '2.501 BTC', ''],
      ['Cosmos Hub', '9,876.543 ATOM', ''],
    ]);
    expect(current()).toEqual(['Polkadot']);
    expect(screen.getByRole('heading', { name: '15oF...Hr6Sp5' })).toBeTruthy();
    expect(screen.getByTestId('portico-account-balance').textContent).toBe('1,234.567 DOT');
    // Pressing the active row changes nothing.
    await userEvent.click(within(list()).getByRole('button', { name: /^Polkadot/ }));
    expect(kit.store.getState().chains.activeCaipNetworkId).toBe(polkadot.caipNetworkId);
  });

  test("behavior: each row's copy button copies that namespace's whole address", async () => {
    const user = userEvent.setup();
    const kit = await fourFamilies();
    renderWithKit(<AccountView />, kit);
    await user.click(screen.getByRole('button', { name: 'Copy Cosmos address' }));
    expect(await navigator.clipboard.readText()).toBe(ATOM);
    expect(kit.store.getState().notifications).toMatchObject({
      variant: 'success',
      message: 'Address copied',
    });
    // Copying is not choosing: the active namespace stays.
    expect(kit.store.getState().chains.activeNamespace).toBe('eip155');
  });

  test('behavior: a balance not read yet, a failed read or a malformed figure never shows undefined, NaN or 0', async () => {
    const kit = await kitWith([ethereum, bitcoin, polkadot, cosmosHub]);
    connect(kit, ethereum, EVM, 0n);
    connect(kit, bitcoin, BTC); // never active since connecting: not read
    connect(kit, polkadot, DOT);
    connect(kit, cosmosHub, ATOM);
    act(() => {
      kit.store.dispatch(
        chainsSlice.actions.balanceRead({
          namespace: 'polkadot',
          caipNetworkId: polkadot.caipNetworkId,
          address: DOT,
        }),
      );
      kit.store.dispatch(
        chainsSlice.actions.accountUpdated({ namespace: 'cosmos', balance: 'NaN', balanceSymbol: 'ATOM' }),
      );
    });
    const { container } = renderWithKit(<AccountView />, kit);
    expect(rows().map(([name, , balance]) => [name, balance])).toEqual([
      ['Ethereum', '0 ETH'],
      ['Bitcoin', 'Select to load balance'],
      ['Polkadot', 'Balance unavailable'],
      ['Cosmos Hub', 'Balance unavailable'],
    ]);
    expect(container.textContent).not.toMatch(/undefined|NaN/);
  });

  test('behavior: a wallet on a network the app did not configure: the family names the row; pressing it shows that network as unsupported', async () => {
    const kit = await kitWith([ethereum, bitcoin]);
    connect(kit, ethereum, EVM, 1_234_567_890_000_000_000n);
    connect(kit, bitcoinTestnet, BTC, 100_000n);
    renderWithKit(<AccountView />, kit);
    expect(rows()[1]).toEqual(['Bitcoin', 'bc1q...wf5mdq', '0.001 BTC', '']);
    await userEvent.click(within(list()).getByRole('button', { name: /^Bitcoin/ }));
    // The wallet's own network, not a configured one it would have to be asked to switch to.
    expect(kit.store.getState().chains.activeCaipNetworkId).toBe(bitcoinTestnet.caipNetworkId);
    expect(screen.getByRole('button', { name: 'Unsupported network Network' })).toBeTruthy();
  });

  test('behavior: one namespace connected: the view as before, no list of one', async () => {
    const kit = await kitWith([ethereum, bitcoin, polkadot, cosmosHub]);
    connect(kit, ethereum, EVM, 1_234_567_890_000_000_000n);
    const { container } = renderWithKit(<AccountView />, kit);
    const alone = container.innerHTML;
    expect(screen.queryByRole('list', { name: 'Connected accounts' })).toBeNull();
    expect(screen.getByRole('heading', { name: '0x52...169EE7' })).toBeTruthy();
    expect(screen.getByTestId('portico-account-balance').textContent).toBe('1.234 ETH');
    expect(screen.getAllByRole('button', { name: /^Copy/ }).map((b) => b.getAttribute('aria-label'))).toEqual(
      ['Copy address'],
    );
    // A namespace connecting, or connected without an account yet, is no second account: nothing moves.
    act(() => {
      kit.store.dispatch(connectionSlice.actions.connecting({ namespace: 'bip122' }));
      kit.store.dispatch(
        connectionSlice.actions.connected({ namespace: 'cosmos', connectorId: 'stub-cosmos' }),
      );
    });
    expect(container.innerHTML).toBe(alone);
  });

  test('behavior: a second namespace connecting adds the list; its disconnect takes the list away', async () => {
    const kit = await kitWith([ethereum, bitcoin, polkadot, cosmosHub]);
    connect(kit, ethereum, EVM, 1_234_567_890_000_000_000n);
    renderWithKit(<AccountView />, kit);
    expect(screen.queryByRole('list', { name: 'Connected accounts' })).toBeNull();
    connect(kit, bitcoin, BTC, 250_123_456n);
    expect(rows().map(([name]) => name)).toEqual(['Ethereum', 'Bitcoin']);
    act(() => {
      kit.store.dispatch(connectionSlice.actions.disconnected({ namespace: 'bip122' }));
    });
    expect(screen.queryByRole('list', { name: 'Connected accounts' })).toBeNull();
  });
});
