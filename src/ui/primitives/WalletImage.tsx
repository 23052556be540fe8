import { type CSSProperties, useEffect, useState } from 'react';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../core/constants/time';
import { useShippedLogo } from '../logos/useShippedLogo';
import { hueOf, initials } from './initials';

/** Props of `WalletImage`. */
export interface WalletImageProps {
  /** Wallet (or network, token, provider) name: the accessible name, and the source of the initials. */
  name: string;
  /**
   * Image URL or data URI; without it, while it loads, or when it fails, initials are shown. An API
   * image URL of a logo the kit ships (`/v1/images/{kind}/{id}.svg`) shows the shipped logo instead.
   */
  src?: string | undefined;
  /** Hides the image from assistive technology when the name is already written next to it. */
  decorative?: boolean;
  /**
   * Shows the initials while there is no image (default). Off inside a control whose accessible name
   * is its written text (the token picker's trigger): letters seen there but absent from the name
   * break WCAG 2.5.3 (label in name) for as long as the image takes to load.
   */
  lettermark?: boolean;
  size?: 'small' | 'medium' | 'large';
}

type LoadState = 'loading' | 'loaded' | 'failed';

// The image sits over the initials in the same box, so swapping one for the other never moves the row.
const IMAGE_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
};

/**
 * A logo with its initials as the placeholder: the letter mark (on a colour derived from the name) is
 * shown until the image has loaded, and stays when there is no image, it fails, or it has not loaded
 * within IMAGE_PRELOAD_TIMEOUT_MS (SPEC §9: image preload gives up after 2 s).
 */
export function WalletImage({
  name,
  src,
  decorative = false,
  lettermark = true,
  size = 'medium',
}: WalletImageProps) {
  const image = useShippedLogo(src);
  // Keyed by src, so a new URL starts loading again rather than inheriting the old one's result.
  const [load, setLoad] = useState<{ src: string | undefined; state: LoadState }>({ src, state: 'loading' });
  const state: LoadState =
    !src || (!image.pending && !image.url) ? 'failed' : load.src === src ? load.state : 'loading';
  const settle = (next: LoadState) =>
    setLoad((current) =>
      // A late load after the timeout changes nothing: the initials stay.
      current.src === src && current.state !== 'loading' ? current : { src, state: next },
    );

  useEffect(() => {
    if (!src) return;
    const timer = setTimeout(
      () =>
        setLoad((current) =>
          current.src === src && current.state !== 'loading' ? current : { src, state: 'failed' },
        ),
      IMAGE_PRELOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [src]);

  const loaded = state === 'loaded';
  const className = [
    'portico-wallet-image',
    `portico-wallet-image--${size}`,
    loaded ? undefined : 'portico-wallet-image--initials',
  ]
    .filter(Boolean)
    .join(' ');
  // Lightness 30% keeps white initials above 4.5:1 contrast for every hue.
  const style: CSSProperties = loaded
    ? { position: 'relative' }
    : { position: 'relative', backgroundColor: `hsl(${hueOf(name)}, 55%, 30%)`, color: '#ffffff' };
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const);

  return (
    <span className={className} style={style} {...a11y} data-image-state={src ? state : undefined}>
      {loaded || !lettermark ? null : <span aria-hidden="true">{initials(name)}</span>}
      {image.url && state !== 'failed' ? (
        <img
          src={image.url}
          alt=""
          decoding="async"
          style={loaded ? IMAGE_STYLE : { ...IMAGE_STYLE, opacity: 0 }}
          onLoad={() => settle('loaded')}
          onError={() => settle('failed')}
        />
      ) : null}
    </span>
  );
}
