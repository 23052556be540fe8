/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../test/ui/renderWithKit';
import { Tabs } from './Tabs';

function Harness() {
  const [selected, setSelected] = useState('tokens');
  return (
    <Tabs
      label="Account sections"
      tabs={[
        { id: 'tokens', label: 'Tokens' },
        { id: 'nfts', label: 'NFTs' },
        { id: 'activity', label: 'Activity' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  test('default', async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Account sections' })).toBeTruthy();
    const tokens = screen.getByRole('tab', { name: 'Tokens' });
    expect(tokens.getAttribute('aria-selected')).toBe('true');
    expect(tokens.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'NFTs' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Tokens' }).textContent).toBe('Panel of tokens');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: clicking a tab selects it and shows its panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'NFTs' }));
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'NFTs' }).textContent).toBe('Panel of nfts');
  });

  test('behavior: arrow keys, Home and End move the selection and the focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of nfts');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
  });
});
