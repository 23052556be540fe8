import { sharedIconLibrary } from './sharedIconLibrary';

/** Draws a round token badge; hand-made so the sandbox serves every image itself. */
function badge(background: string, foreground: string, label: string): string {
  const size = label.length > 3 ? 10 : 12;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32">',
    `<circle cx="16" cy="16" r="16" fill="${background}"/>`,
    `<text x="16" y="16" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif"`,
    ` font-size="${size}" font-weight="700" fill="${foreground}">${label}</text>`,
    '</svg>',
  ].join('');
}

/** SVG icons by lower-case symbol; `token` is the fallback for a symbol without its own icon. */
export const sandboxIcons: Readonly<Record<string, string>> = {
  eth: badge('#627eea', '#ffffff', 'Ξ'),
  usdc: badge('#2775ca', '#ffffff', '$'),
  prt: badge('#7b3fe4', '#ffffff', 'PRT'),
  // The sandbox Solana chain's SPL token: its own badge, so it does not share the fallback with SOL.
  pusd: badge('#14a37f', '#ffffff', 'P$'),
  token: badge('#8a8f98', '#ffffff', '?'),
};

/**
 * The URL of the icon for `symbol` served by this API at `baseUrl`: the branded one when
 * `@web3icons/core` has it (SOL, ETH...), the sandbox's badge, or the fallback. Pass a symbol only for
 * a token the API vouches for: an unknown token could call itself anything.
 */
export function iconUrl(baseUrl: string, symbol: string): string {
  const name = symbol.toLowerCase();
  const served = /^[a-z0-9]{1,20}$/.test(name) && sharedIconLibrary().svg('tokens', name) !== undefined;
  return `${baseUrl}/v1/icons/${served || Object.hasOwn(sandboxIcons, name) ? name : 'token'}.svg`;
}
