/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../test/ui/renderWithKit';
import { SkeletonRows } from './SkeletonRows';

describe('SkeletonRows', () => {
  test('default', async () => {
    const { container } = render(<SkeletonRows label="Loading activity" />);
    expect(screen.getByRole('status').textContent).toBe('Loading activity');
    const rows = screen.getAllByTestId('portico-skeleton-row');
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: the row count is as asked; the label is said once, however many rows', () => {
    render(<SkeletonRows label="Loading" rows={5} />);
    expect(screen.getAllByTestId('portico-skeleton-row')).toHaveLength(5);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
});
