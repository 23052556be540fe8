// Test support for the social view tests: a kit with the socials plugin loaded and a fake embedded
// wallet, a router over the social views, and a stand-in popup window whose location a test moves.
import type { ComponentType } from 'react';
import { views } from '../../src/plugins/socials/views/socialsViews';
import { useKitSelector } from '../../src/store/react/kitHooks';
import { type PluginTestKit, pluginKitFactory, type TestKitOptions } from './pluginTestKit';

/** `socialsKitWith(createAppKit)`: a factory of kits on a social view (see `pluginKitFactory`). */
export const socialsKitWith = <K extends PluginTestKit>(createAppKit: (options: TestKitOptions) => K) =>
  pluginKitFactory('socials', createAppKit);

/** Renders the current social view (remounted per history entry, as the modal does), or its name. */
export function CurrentSocialView() {
  const view = useKitSelector((s) => s.modal.history.at(-1)?.view ?? 'none');
  const depth = useKitSelector((s) => s.modal.history.length);
  const View = (views as Record<string, ComponentType | undefined>)[view];
  return View ? <View key={`${depth}:${view}`} /> : <p>{`Now on ${view}`}</p>;
}

/**
 * A stand-in for the popup `window.open` returns. While `crossOrigin` is set, reading its location
 * throws as a real browser does on the provider's pages.
 */
export class FakePopup {
  closed = false;
  crossOrigin = false;
  private href = 'about:blank';
  readonly close = jest.fn(() => {
    this.closed = true;
  });
  readonly location: { href: string };

  constructor() {
    const popup = this;
    this.location = {
      get href() {
        return popup.readHref();
      },
      set href(value: string) {
        popup.href = value;
      },
    };
  }

  /** Where the popup was sent last (readable by the test even while "cross-origin"). */
  get target(): string {
    return this.href;
  }

  /** The provider sent the user back to `href`. */
  navigate(href: string): void {
    this.crossOrigin = false;
    this.href = href;
  }

  private readHref(): string {
    if (this.crossOrigin)
      throw new DOMException(
        'Blocked a frame with origin from accessing a cross-origin frame.',
        'SecurityError',
      );
    return this.href;
  }
}
