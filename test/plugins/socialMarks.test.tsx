/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { createAppKit } from '../../src/kit/createAppKit';
import { ConnectView } from '../../src/ui/views/ConnectView';
import { renderPluginView } from './renderPluginView';
import { CurrentSocialView, socialsKitWith } from './socialsTestHarness';

const socialsKit = socialsKitWith(createAppKit);

// The mark inside a button: its letters and its colour, as a user sees them.
const markOf = (button: HTMLElement) => {
  const mark = button.querySelector<HTMLElement>('.portico-wallet-image');
  return { letters: mark?.textContent, colour: mark?.style.backgroundColor };
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
    // The provider's initial, never the initials of the button text ("Continue with Google" -> "CW").
    expect(onConnect.map((mark) => mark.letters)).toEqual(['G', 'X', 'D', 'F']);
    for (const mark of onConnect) expect(mark.colour).toMatch(/^rgb/);
  });
});
