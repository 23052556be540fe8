/** @jest-environment jsdom */

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppKit } from '../../src/kit/createAppKit';
import { tallyPlugin } from '../fixtures/tallyPlugin/tallyPlugin';
import { createTestKit, renderWithKit } from '../ui/createTestKit';

// Issue 23's acceptance: a plugin with a slice, an endpoint, a listener and two views registers and
// opens its views with no edit outside its folder (a host plugin: none at all, it is passed in).

jest.mock('../../src/ui/views/coreViewComponents', () => jest.requireActual('../ui/stubCoreViews'));

let kit: AppKit;
afterEach(() => kit.destroy());

test('a host plugin from one folder: slice, endpoint, listener and two views', async () => {
  const user = userEvent.setup();
  kit = createTestKit({ plugins: [tallyPlugin] });
  renderWithKit(kit, <span />);
  await act(() => kit.open({ view: 'TallyHome' }));

  expect(await screen.findByRole('dialog', { name: 'Tally' })).toBeTruthy();
  expect(screen.getByText('Count 0')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Bump' }));

  // The listener read the slice, asked the endpoint, stored its answer and pushed the second view.
  expect(await screen.findByText('Doubled 2')).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Tally done' })).toBeTruthy();
  expect(kit.getState().view).toBe('TallyDone');
});

test('the fixture plugin is one folder: its files import nothing from a sibling fixture', async () => {
  const folder = join(__dirname, '../fixtures/tallyPlugin');
  const files = await readdir(folder, { recursive: true });
  expect(files.filter((file) => /\.tsx?$/.test(file)).sort()).toEqual([
    'tallyEndpoints.ts',
    'tallyModule.ts',
    'tallyPlugin.ts',
    'tallySlice.ts',
    join('views', 'tallyViews.tsx'),
  ]);
});
