import type { LocaleData } from './localeFile';

/**
 * The arrived data of each locale a kit asked for, by the tag asked (`de-AT` holds the shipped `de`
 * table): written by the follower (src/kit/followLocale.ts), read by the views' translate function.
 */
export const localeCache = new Map<string, LocaleData>();
