/** @jest-environment jsdom */

import { createTestKit, renderWithKit } from '../../../../test/ui/renderWithKit';
import type { TokenBalance } from '../../../api/apiTypes';
import { TokensPanel } from './TokensPanel';

const token = (symbol: string, iconUrl: string): TokenBalance =>
  ({
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    value: 0,
    price: 0,
    iconUrl,
    quantity: { decimals: '18', numeric: '1' },
  }) as TokenBalance;

describe('TokensPanel images', () => {
  test('behavior: a host tokenImages override replaces the API icon of that symbol only', async () => {
    const kit = await createTestKit({ tokenImages: { USDC: 'https://cdn.example/usdc.png' } });
    const { container } = renderWithKit(
      <TokensPanel
        tokens={[
          token('USDC', 'http://api.test/v1/icons/usdc.svg'),
          token('ETH', 'http://api.test/v1/icons/eth.svg'),
        ]}
        loading={false}
        locale="en"
      />,
      kit,
    );
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example/usdc.png',
      'http://api.test/v1/icons/eth.svg',
    ]);
    kit.destroy();
  });
});
