// Test support for the social view tests: a kit with the socials plugin loaded and a fake embedded
// wallet, a router over the social views, and a stand-in popup window whose location a test moves.
import type { ComponentType } from 'react';
import type { AppKit } from '../../kit/createAppKit';
import type { ViewData } from '../../store/slices/modalSlice';
import { useKitSelector } from '../../store/react/kitHooks';
import { createTestKit, openView } from '../../ui/views/renderWithKit';
import { socialsViews } from '../socials/views/socialsViews';
import { type FakeEmbeddedWallet, fakeEmbeddedWallet, registerFake } from './fakeEmbeddedWallet';

/** A kit on `view` with the socials plugin's state and strings loaded; `service: null` registers none. */
export async function socialsKit(
  view: string,
  data?: ViewData,
  service: FakeEmbeddedWallet | null = fakeEmbeddedWallet(),
): Promise<AppKit> {
  const kit = await createTestKit();
  await kit.plugins.load('socials');
  if (service) registerFake(kit, service);
  openView(kit, view, data);
  return kit;
}

/** Renders the current social view (remounted per history entry, as the modal does), or its name. */
export function CurrentSocialView() {
  const view = useKitSelector((s) => s.modal.history.at(-1)?.view ?? 'none');
  const depth = useKitSelector((s) => s.modal.history.length);
  const View = socialsViews[view] as ComponentType | undefined;
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
