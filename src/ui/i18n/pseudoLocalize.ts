import type { LocaleData } from './localeFile';

// Pseudo-locales (issue 28 Deliver 2): English made to look foreign so layout problems show without
// knowing a language (Android's pseudo-locales). `en-XA` accents every letter and pads the text by 35 %
// (German and Finnish run that much longer); `ar-XB` shows the text right-to-left (a right-to-left
// override between right-to-left marks) in a right-to-left modal, which is what mirrored layout and bidi
// bugs need to show. `{placeholders}` are kept as written.

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] as string,
  ]),
);

/** Splits `text` into placeholders (`{name}`) and the text between them. */
const pieces = (text: string) => text.split(/(\{\w+\})/);

/** `en-XA`: every letter accented, `[`…`]` around, padded to 135 % of the length. */
export function accentText(text: string): string {
  const accented = pieces(text)
    .map((piece) => (piece.startsWith('{') ? piece : [...piece].map((c) => ACCENTED[c] ?? c).join('')))
    .join('');
  const padding = '·'.repeat(Math.ceil(text.length * 0.35));
  return `[${accented}${padding}]`;
}

/** `ar-XB`: the text forced right-to-left (RLM, RLO, text, PDF, RLM). */
export function mirrorText(text: string): string {
  return `\u200f\u202e${text}\u202c\u200f`;
}

/** The loaded data of a pseudo-locale. */
export function pseudoLocale(locale: 'en-XA' | 'ar-XB'): LocaleData {
  return { transform: locale === 'en-XA' ? accentText : mirrorText };
}
