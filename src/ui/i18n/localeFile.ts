/** What each file in locales/ exports: its table and whether a speaker has reviewed it. */
export interface LocaleFile {
  /** Key -> text, every key of English (plugins' keys prefixed `{plugin}.`), `{placeholders}` kept. */
  table: Readonly<Record<string, string>>;
  /**
   * `false` until a speaker of the language reviews the file (docs/i18n.md keeps the table); the
   * first versions were translated by the maintainers, not by native speakers.
   */
  reviewed: boolean;
}

/** A loaded locale: its table, or for a pseudo-locale the transform applied to the English text. */
export interface LocaleData {
  table?: Readonly<Record<string, string>>;
  transform?: (text: string) => string;
}
