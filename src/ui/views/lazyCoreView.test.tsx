/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred } from '../../../test/deferred';
import { createTestKit, renderWithKit } from '../../../test/ui/renderWithKit';
import { VIEW_PRIMITIVES_STYLE_ID } from '../primitives/viewPrimitives.css';
import { lazyCoreView } from './lazyCoreView';

const Arrived = () => <p>The view arrived</p>;

describe('lazyCoreView', () => {
  test('default: "Loading..." until the chunk is in, then the view, with the views\' stylesheet in the page', async () => {
    const chunk = deferred<typeof Arrived>();
    const View = lazyCoreView(() => chunk.promise);
    const kit = await createTestKit();
    renderWithKit(<View />, kit);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await act(async () => chunk.resolve(Arrived));
    expect(await screen.findByText('The view arrived')).toBeTruthy();
    expect(document.getElementById(VIEW_PRIMITIVES_STYLE_ID)?.textContent).toContain('.portico-summary');
  });

  test('behavior: once preloaded, the view renders in its first frame (no "Loading..." flash)', async () => {
    const load = jest.fn(() => Promise.resolve(Arrived));
    const View = lazyCoreView(load);
    await View.preload();
    await View.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const kit = await createTestKit();
    renderWithKit(<View />, kit);
    expect(screen.getByText('The view arrived')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  test('error: a failed fetch says so with Retry, and Retry fetches again', async () => {
    const load = jest
      .fn<Promise<typeof Arrived>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Arrived);
    const View = lazyCoreView(load);
    const kit = await createTestKit();
    renderWithKit(<View />, kit);
    expect((await screen.findByRole('alert')).textContent).toContain('This view could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The view arrived')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
