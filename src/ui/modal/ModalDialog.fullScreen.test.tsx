/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { createTestKit, renderWithKit, viewTitle } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { modalCss } from './modalCss';

jest.mock('../views/coreViewComponents', () => jest.requireActual('../../../test/ui/stubCoreViews'), {
  virtual: true,
});

let kit: AppKit;
afterEach(() => kit.destroy());

// AppKit's enableMobileFullScreen: the phone layout fills the screen instead of a bottom sheet.
describe('enableMobileFullScreen', () => {
  test('default: off, the dialog is the bottom sheet on phones', async () => {
    kit = createTestKit();
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    const dialog = await screen.findByRole('dialog', { name: viewTitle('Connect') });
    expect(dialog.hasAttribute('data-fullscreen')).toBe(false);
  });

  test('behavior: on, the dialog is marked and the phone rule fills the screen', async () => {
    kit = createTestKit({ enableMobileFullScreen: true });
    renderWithKit(kit, <span />);
    await act(() => kit.open());
    const dialog = await screen.findByRole('dialog', { name: viewTitle('Connect') });
    expect(dialog.getAttribute('data-fullscreen')).toBe('true');
    const phone = modalCss.slice(modalCss.indexOf('@media (max-width: 430px)'));
    expect(phone).toMatch(/\.portico-modal__card\[data-fullscreen\] \{\s*height: 100%; border-radius: 0;/);
  });
});
