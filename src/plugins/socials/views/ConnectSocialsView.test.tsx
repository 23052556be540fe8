/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderPluginView } from '../../../../test/plugins/renderPluginView';
import { CurrentSocialView, socialsKitWith } from '../../../../test/plugins/socialsTestHarness';
import { createAppKit } from '../../../kit/createAppKit';

const socialsKit = socialsKitWith(createAppKit);

describe('ConnectSocialsView', () => {
  test('default', async () => {
    const kit = await socialsKit('ConnectSocials');
    for (const theme of ['dark', 'light'] as const) {
      const { container, unmount } = renderPluginView(<CurrentSocialView />, kit, theme);
      const list = screen.getByRole('list', { name: 'Social logins' });
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.querySelector('.portico-list-item__name')?.textContent),
      ).toEqual([
        'Continue with Google',
        'Continue with X',
        'Continue with Discord',
        'Continue with Farcaster',
        'Continue with GitHub',
        'Continue with Apple',
        'Continue with Facebook',
      ]);
      expect(container.textContent).not.toContain('undefined');
      expect(await axeViolations(container)).toEqual([]);
      unmount();
    }
  });

  test('behavior: each entry opens its flow; Farcaster has its own view', async () => {
    const kit = await socialsKit('ConnectSocials');
    const { unmount } = renderPluginView(<CurrentSocialView />, kit);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }));
    expect(kit.store.getState().modal.history.at(-1)).toMatchObject({ view: 'ConnectingFarcaster' });
    unmount();
    const other = await socialsKit('ConnectSocials');
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderPluginView(<CurrentSocialView />, other);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    expect(other.store.getState().modal.history.at(-1)).toMatchObject({
      view: 'ConnectingSocial',
      data: { provider: 'github' },
    });
  });

  test('behavior: only the configured socials are listed, in their order', async () => {
    const kit = await socialsKit('ConnectSocials');
    kit.setFeatures({ socials: ['github', 'farcaster'] });
    renderPluginView(<CurrentSocialView />, kit);
    const names = screen
      .getAllByRole('button')
      .map((b) => b.querySelector('.portico-list-item__name')?.textContent);
    expect(names).toEqual(['Continue with GitHub', 'Continue with Farcaster']);
  });
});
