import {
  getAccount,
  getBalance,
  readContract,
  reconnect,
  signMessage,
  switchChain,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core';
import { type Address, createWalletClient, http, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { testNftAbi } from '../../../sandbox/chain/sandboxAbis';
import { sandboxAccounts } from '../../../sandbox/chain/sandboxAccounts';
import testNftArtifact from '../../../sandbox/contracts/artifacts/TestNft.json';
import { registerActionFixture, WALLET_ID } from '../../../test/kit/actionFixture';
import { solana } from '../../core/networks/chains/solana';
import { connect } from '../../kit/actions/connect';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { porticoConnector, WagmiAdapter, wagmiAdapter } from './wagmiAdapter';
import {
  WagmiAdapterInUseError,
  WagmiChainNotConfiguredError,
  WagmiConnectCancelledError,
  WagmiConnectorMissingError,
  WagmiKitMissingError,
  WagmiNoEvmNetworkError,
} from './wagmiErrors';

// wagmi's core actions against a kit on a real anvil: the kit connects, switches and disconnects (from
// its modal's flows or from wagmi), and getAccount / getBalance / signMessage / writeContract follow.

const fixture = registerActionFixture();
const { address } = sandboxAccounts(1)[0]!;

/** A kit with the wagmi adapter (built AppKit's way on the fixture's networks) and the test wallet listed. */
function wagmiKit() {
  const adapter = new WagmiAdapter({
    projectId: 'wagmi-test',
    networks: [fixture.home, fixture.other],
    customRpcUrls: {
      'eip155:31337': [{ url: fixture.anvil.rpcUrl }],
      'eip155:31338': [fixture.anvil.rpcUrl],
    },
  });
  const kit = fixture.makeKit({ adapters: [adapter] });
  fixture.listWallet(kit, fixture.wallet(0));
  return { kit, config: adapter.wagmiConfig, adapter };
}

/** Resolves once wagmi's account is connected (its store updates synchronously after the event). */
function eventuallyConnected(config: WagmiAdapter['wagmiConfig']): Promise<void> {
  return new Promise((resolve) => {
    if (getAccount(config).status === 'connected') return resolve();
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (status !== 'connected') return;
        stop();
        resolve();
      },
    );
  });
}

const kitStatus = (kit: AppKit) => (kit.store.getState() as RootState).connection.status.eip155;

async function deployNft(): Promise<Address> {
  const deployer = createWalletClient({
    account: privateKeyToAccount(sandboxAccounts(1)[0]!.privateKey),
    transport: http(fixture.anvil.rpcUrl),
  });
  const hash = await deployer.deployContract({
    abi: testNftAbi,
    bytecode: testNftArtifact.bytecode as `0x${string}`,
    args: ['Wagmi test', 'WGT'],
    chain: null,
  });
  const { wagmiConfig } = new WagmiAdapter({ networks: [fixture.home] });
  const receipt = await waitForTransactionReceipt(wagmiConfig, { hash, chainId: 31337 });
  return receipt.contractAddress!;
}

describe('wagmi follows the kit', () => {
  test('a wallet connected through the kit is wagmi’s account; balance, sign and write go through it', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    expect(getAccount(config).status).toBe('disconnected');

    await connect(kit, { connectorId: WALLET_ID });
    const account = getAccount(config);
    expect(account).toMatchObject({ status: 'connected', address, chainId: 31337 });
    expect(account.connector?.type).toBe('portico');

    const balance = await getBalance(config, { address });
    expect(balance.value).toBeGreaterThan(0n);

    const signature = await signMessage(config, { message: 'hello from wagmi' });
    await expect(verifyMessage({ address, message: 'hello from wagmi', signature })).resolves.toBe(true);

    const nft = await deployNft();
    const hash = await writeContract(config, {
      address: nft,
      abi: testNftAbi,
      functionName: 'mint',
      args: [address],
    });
    await waitForTransactionReceipt(config, { hash });
    await expect(
      readContract(config, { address: nft, abi: testNftAbi, functionName: 'balanceOf', args: [address] }),
    ).resolves.toBe(1n);
  }, 30_000);

  test('a network switched in the kit or through wagmi is the same on both sides', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    await connect(kit, { connectorId: WALLET_ID });

    await kit.adapters.switchNetwork(fixture.other);
    expect(getAccount(config).chainId).toBe(31338);

    await switchChain(config, { chainId: 31337 });
    expect(getAccount(config).chainId).toBe(31337);
    expect((kit.store.getState() as RootState).chains.chains.eip155?.networkState.caipNetworkId).toBe(
      'eip155:31337',
    );
    await expect(switchChain(config, { chainId: 1 })).rejects.toThrow();
    expect(getAccount(config).chainId).toBe(31337);
  });

  test('a network switched in the wallet itself reaches wagmi through the kit', async () => {
    const adapter = new WagmiAdapter({ networks: [fixture.home, fixture.other] });
    const kit = fixture.makeKit({ adapters: [adapter] });
    const wallet = fixture.wallet(0);
    fixture.listWallet(kit, wallet);
    await kit.ready;
    await connect(kit, { connectorId: WALLET_ID });
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(getAccount(adapter.wagmiConfig).chainId).toBe(31338);
  });

  test('wagmi’s connect with a chain id switches the kit’s wallet to it', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    const connecting = wagmiConnect(config, { connector: config.connectors[0]!, chainId: 31338 });
    await Promise.resolve();
    await connect(kit, { connectorId: WALLET_ID });
    await expect(connecting).resolves.toMatchObject({ chainId: 31338 });
    expect((kit.store.getState() as RootState).chains.chains.eip155?.networkState.caipNetworkId).toBe(
      'eip155:31338',
    );
  });

  test('a disconnect from the kit or from wagmi ends both', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    await connect(kit, { connectorId: WALLET_ID });
    await kit.adapters.disconnect();
    expect(getAccount(config).status).toBe('disconnected');

    await connect(kit, { connectorId: WALLET_ID });
    expect(getAccount(config).address).toBe(address);
    await wagmiDisconnect(config);
    expect(kitStatus(kit)).toBe('disconnected');
    expect(getAccount(config).status).toBe('disconnected');
  });

  test('wagmi’s connect opens the kit’s modal and resolves with the wallet picked there', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    const [connector] = config.connectors;
    const connecting = wagmiConnect(config, { connector: connector! });
    await Promise.resolve();
    expect((kit.store.getState() as RootState).modal.open).toBe(true);
    await connect(kit, { connectorId: WALLET_ID });
    await expect(connecting).resolves.toMatchObject({ accounts: [address], chainId: 31337 });
    expect(getAccount(config)).toMatchObject({ status: 'connected', address });
  });

  test('closing the modal before a wallet connects rejects wagmi’s connect as a user rejection', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    const connecting = wagmiConnect(config, { connector: config.connectors[0]! });
    await Promise.resolve();
    kit.close();
    await expect(connecting).rejects.toBeInstanceOf(WagmiConnectCancelledError);
    await expect(connecting).rejects.toMatchObject({ code: 4001 });
    expect(getAccount(config).status).toBe('disconnected');
  });

  test('wagmi’s reconnect picks up the kit’s connection, and finds none when the kit has none', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    await reconnect(config);
    expect(getAccount(config).status).toBe('disconnected');

    await connect(kit, { connectorId: WALLET_ID });
    // wagmi's state as a fresh page has it (nothing restored yet); its reconnect asks the connector.
    config.setState((state) => ({ ...state, connections: new Map(), current: null, status: 'disconnected' }));
    await reconnect(config);
    expect(getAccount(config)).toMatchObject({ status: 'connected', address, chainId: 31337 });
  });

  test('a kit that connects while wagmi is still reconnecting (after a reload) is wagmi’s account once wagmi is done', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    // wagmi mid-reconnect, as after a reload when its other connectors are still being asked: it drops a
    // connector's `connect` in that state.
    config.setState((state) => ({ ...state, status: 'reconnecting' }));
    await connect(kit, { connectorId: WALLET_ID });
    expect(getAccount(config).status).toBe('reconnecting');
    // Its reconnect ends with nothing of its own; the connector then tells it about the kit's wallet.
    config.setState((state) => ({ ...state, status: 'disconnected' }));
    await eventuallyConnected(config);
    expect(getAccount(config)).toMatchObject({ status: 'connected', address, chainId: 31337 });
  });

  test('a destroyed kit leaves wagmi disconnected, and the adapter free for another kit', async () => {
    const { kit, config, adapter } = wagmiKit();
    await kit.ready;
    await connect(kit, { connectorId: WALLET_ID });
    kit.destroy();
    expect(getAccount(config).status).toBe('disconnected');
    const next = fixture.makeKit({ adapters: [adapter] });
    expect(next).toBeDefined();
  });
});

describe('bad input', () => {
  test('no eip155 network is refused', () => {
    expect(() => new WagmiAdapter({ networks: [solana] })).toThrow(WagmiNoEvmNetworkError);
  });

  test('a host-made config without the Portico connector is refused', () => {
    const { wagmiConfig } = new WagmiAdapter({ networks: [fixture.home] });
    const bare = { ...wagmiConfig, connectors: [] } as unknown as typeof wagmiConfig;
    expect(() => wagmiAdapter({ config: bare })).toThrow(WagmiConnectorMissingError);
  });

  test('a host-made config with porticoConnector() follows the kit it is given to', async () => {
    const { wagmiConfig } = new WagmiAdapter({ networks: [fixture.home, fixture.other] });
    expect(wagmiConfig.connectors[0]?.type).toBe(porticoConnector.type);
    const kit = fixture.makeKit({ adapters: [wagmiAdapter({ config: wagmiConfig })] });
    fixture.listWallet(kit, fixture.wallet(0));
    await kit.ready;
    await connect(kit, { connectorId: WALLET_ID });
    expect(getAccount(wagmiConfig).address).toBe(address);
  });

  test('the connector of an adapter no kit was given rejects wagmi’s connect and reports no account', async () => {
    const { wagmiConfig } = new WagmiAdapter({ networks: [fixture.home] });
    await expect(wagmiConnect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })).rejects.toBeInstanceOf(
      WagmiKitMissingError,
    );
    await expect(wagmiConfig.connectors[0]!.isAuthorized()).resolves.toBe(false);
    expect(getAccount(wagmiConfig).status).toBe('disconnected');
  });

  test('one adapter given to two live kits is refused by the second, and the first keeps it', async () => {
    const { kit, config, adapter } = wagmiKit();
    expect(() => fixture.makeKit({ adapters: [adapter] })).toThrow(WagmiAdapterInUseError);
    await kit.ready;
    await connect(kit, { connectorId: WALLET_ID });
    expect(getAccount(config).address).toBe(address);
  });

  test('a chain the kit has no network for is refused before the wallet is asked', async () => {
    const { kit, config } = wagmiKit();
    await kit.ready;
    await connect(kit, { connectorId: WALLET_ID });
    await expect(config.connectors[0]!.switchChain!({ chainId: 5 })).rejects.toBeInstanceOf(
      WagmiChainNotConfiguredError,
    );
  });
});
