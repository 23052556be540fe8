/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/ui/renderWithKit';
import { ListRow } from './ListRow';

describe('ListRow', () => {
  test('default', async () => {
    const { container } = render(
      <ul aria-label="Activity">
        <ListRow
          image={<img src="https://icons.test/eth.png" alt="" />}
          title="Received"
          description="+1.5 ETH"
          meta={<time dateTime="2024-06-03T10:00:00Z">5 min ago</time>}
          action={<a href="https://etherscan.io/tx/0x1">0x1</a>}
        />
      </ul>,
    );
    const row = screen.getByRole('listitem', { name: 'Received +1.5 ETH 5 min ago' });
    expect(row.querySelector('img')?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0x1' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: a tag joins the name and carries its tone; missing parts are left out of the name', () => {
    render(
      <ul>
        <ListRow image={null} title="Sent" tag={{ label: 'Failed', tone: 'error' }} />
      </ul>,
    );
    const row = screen.getByRole('listitem', { name: 'Sent Failed' });
    expect(row.querySelector('.portico-list-row__tag--error')?.textContent).toBe('Failed');
    expect(row.querySelector('.portico-list-row__end')).toBeNull();
  });
});
