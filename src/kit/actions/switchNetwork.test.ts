import { rpcError } from '../../../test/adapters/createTestWallet';
import { registerActionFixture } from '../../../test/kit/actionFixture';
import { ethereum } from '../../core/networks/chains/evm';
import { switchNetwork } from './switchNetwork';

const f = registerActionFixture();

const activeNetwork = (kit: Parameters<typeof f.state>[0]) =>
  f.state(kit).chains.chains.eip155?.networkState.caipNetworkId;

describe('switchNetwork (kit action)', () => {
  test('default: the connected wallet switches and the network is active once it has', async () => {
    const { kit, wallet } = await f.connectedKit(2);
    await expect(switchNetwork(kit, { network: f.other })).resolves.toBe(f.other);
    expect(wallet.calls).toContain('wallet_switchEthereumChain');
    expect(wallet.chainId).toBe(31338);
    expect(activeNetwork(kit)).toBe('eip155:31338');
  });

  test('behavior: without a connected wallet the network is simply made active', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await switchNetwork(kit, { network: f.other });
    expect(activeNetwork(kit)).toBe('eip155:31338');
  });

  test('error: a network the kit was not given rejects with ChainAdapterNotFoundError and nothing changes', async () => {
    const { kit, wallet } = await f.connectedKit(2);
    await expect(switchNetwork(kit, { network: ethereum })).rejects.toMatchObject({
      name: 'ChainAdapterNotFoundError',
    });
    expect(activeNetwork(kit)).toBe('eip155:31337');
    expect(wallet.calls).not.toContain('wallet_switchEthereumChain');
  });

  test('error: a wallet that declines rejects with its error and the network it is on stays active', async () => {
    const { kit, wallet } = await f.connectedKit(2);
    wallet.overrides.wallet_switchEthereumChain = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    const switches: unknown[] = [];
    kit.subscribeEvents(({ data }) => {
      if (data.event === 'SWITCH_NETWORK') switches.push(data.properties);
    });
    await expect(switchNetwork(kit, { network: f.other })).rejects.toMatchObject({ code: 4001 });
    expect(activeNetwork(kit)).toBe('eip155:31337');
    // AppKit's SWITCH_NETWORK once, for the switch asked; going back is not reported as another.
    expect(switches).toEqual([{ network: 'eip155:31338' }]);
  });
});
