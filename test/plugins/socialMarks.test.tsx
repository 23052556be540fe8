/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { createAppKit } from '../../src/kit/createAppKit';
import { ConnectView } from '../../src/ui/views/ConnectView';
import { renderPluginView } from './renderPluginView';
import { CurrentSocialView, socialsKitWith } from './socialsTestHarness';

const socialsKit = socialsKitWith(createAppKit);

// The mark inside a button: its logo, its letters and its colour, as a user sees them.
const markOf = (button: HTMLElement) => {
  const mark = button.querySelector<HTMLElement>('.portico-wallet-image');
  return {
    logo: mark?.querySelector('svg path')?.getAttribute('d'),
    letters: mark?.textContent,
    colour: mark?.style.backgroundColor,
  };
};
const providers = ['Google', 'X', 'Discord', 'Farcaster'];

describe('social marks', () => {
  test('default: a provider has the same mark on the connect view and in All Socials', async () => {
    const kit = await socialsKit('ConnectSocials');
    const all = renderPluginView(<CurrentSocialView />, kit);
    const inAllSocials = providers.map((name) =>
      markOf(screen.getByRole('button', { name: `Continue with ${name}` })),
    );
    all.unmount();

    renderPluginView(<ConnectView />, kit);
    const onConnect = providers.map((name) =>
      markOf(screen.getByRole('button', { name: `Continue with ${name}` })),
    );
    expect(onConnect).toEqual(inAllSocials);
    // The provider's own logo (issue 22: Farcaster and Facebook were both "F"), never letters.
    expect(onConnect.map((mark) => mark.letters)).toEqual(['', '', '', '']);
    expect(new Set(onConnect.map((mark) => mark.logo)).size).toBe(providers.length);
    for (const mark of onConnect) {
      expect(mark.logo?.length).toBeGreaterThan(100);
      expect(mark.colour).toMatch(/^rgb/);
    }
  });
});
