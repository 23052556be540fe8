/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { TokenPicker } from './TokenPicker';

// The CI run of 2026-11-27 caught axe's label-content-name-mismatch on the trigger while the token's
// icon was still loading: its initials ("ET") were visible text the name "Token ETH" did not contain.
const ETH = {
  id: 'eth',
  symbol: 'ETH',
  name: 'Ether',
  balance: '2 ETH',
  iconUrl: 'http://127.0.0.1:4000/v1/images/tokens/eth.png',
};

describe('TokenPicker', () => {
  test('behavior: while the icon loads, the trigger shows no letters beyond its name (WCAG 2.5.3)', () => {
    render(
      <TokenPicker label="Token" listLabel="Tokens" items={[ETH]} selectedId="eth" onSelect={() => {}} />,
    );
    const trigger = screen.getByRole('button', { name: 'Token ETH' });
    expect(trigger.textContent).toBe('ETH');
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe(ETH.iconUrl);
  });
});
