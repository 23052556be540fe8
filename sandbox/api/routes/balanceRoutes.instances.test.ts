import { type StartChainReturnType, startChain } from '../../chain/startChain';
import { type StartApiReturnType, startApi } from '../startApi';
import { databaseVariants } from '../testing/databaseVariants';
import { isolatedPostgresUrl } from '../testing/isolatedPostgresUrl';

// Issue 29 item 4: two API instances on one PostgreSQL; a forced balance refresh on one is what the
// other serves next, though it had the old balance cached (for 10 s by default).

const postgres = databaseVariants().find((variant) => variant.name === 'postgres');

describe('balances on two instances [postgres]', () => {
  if (!postgres?.databaseUrl) {
    test.skip(`postgres: skipped (${postgres?.skipReason})`, () => {});
    return;
  }
  const serverUrl = postgres.databaseUrl;
  let chain: StartChainReturnType;
  let drop: () => Promise<void> = async () => {};
  const apis: StartApiReturnType[] = [];
  const errors: unknown[] = [];

  beforeAll(async () => {
    chain = await startChain({ port: 0 });
    const isolated = await isolatedPostgresUrl(serverUrl);
    drop = isolated.drop;
    for (let index = 0; index < 2; index += 1) {
      apis.push(
        await startApi({
          chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl, contracts: chain.contracts }],
          databaseUrl: isolated.databaseUrl,
          onError: (error) => errors.push(error),
          onIndexerError: (error) => errors.push(error),
          onIndexerRole: () => {},
        }),
      );
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await drop();
    await chain?.stop();
  });

  const ethOf = async (api: StartApiReturnType, address: string, force = false) => {
    const response = await fetch(
      `${api.url}/v1/account/${address}/balance?chainId=${chain.caipNetworkId}${force ? '&forceUpdate=true' : ''}`,
    );
    const { balances } = (await response.json()) as {
      balances: { symbol: string; quantity: { numeric: string } }[];
    };
    return balances.find((balance) => balance.symbol === 'ETH')?.quantity.numeric;
  };

  test('a forced refresh on one instance is what the other serves next', async () => {
    const [one, other] = apis as [StartApiReturnType, StartApiReturnType];
    const address = '0x00000000000000000000000000000000000a11ce';
    expect(await ethOf(one, address)).toBe('0');
    expect(await ethOf(other, address)).toBe('0'); // both have it cached now
    await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransaction',
        params: [{ from: chain.accounts[6]?.address, to: address, value: '0xde0b6b3a7640000' }],
      }),
    });
    expect(await ethOf(other, address)).toBe('0'); // still cached, as designed
    expect(await ethOf(one, address, true)).toBe('1');
    expect(await ethOf(other, address)).toBe('1');
    expect(errors).toEqual([]);
  });
});
