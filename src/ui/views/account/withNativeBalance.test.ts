import type { TokenBalance } from '../../../api/apiTypes';
import { withNativeBalance } from './withNativeBalance';

const token = (patch: Partial<TokenBalance>): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 30_000,
  price: 3_000,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
  ...patch,
});

describe('withNativeBalance', () => {
  test('default: the native row shows the balance read from the chain, valued at the API price', () => {
    const usdc = token({ name: 'USD Coin', symbol: 'USDC', address: '0xa0b8', price: 1, value: 5 });
    const [native, other] = withNativeBalance([token({}), usdc], {
      balance: '9',
      symbol: 'ETH',
      caipNetworkId: 'eip155:31337',
    })!;
    expect(native).toMatchObject({ quantity: { numeric: '9', decimals: '18' }, value: 27_000 });
    expect(other).toBe(usdc);
  });

  test('behavior: another chain or an unknown balance leaves the API figure', () => {
    const list = [token({})];
    expect(withNativeBalance(list, { balance: '9', symbol: 'ETH', caipNetworkId: 'eip155:1' })).toEqual(list);
    expect(withNativeBalance(list, { symbol: 'ETH', caipNetworkId: 'eip155:31337' })).toEqual(list);
    expect(withNativeBalance(undefined, { balance: '9' })).toBeUndefined();
  });
});
