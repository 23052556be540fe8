import type { SerializedError } from '../../../core/errors/defineError';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The text of a names failure: the SPEC §5 rule's texts, SPEC §8's with the name, and why it failed. */
export function nameErrorText(t: Translate, error: SerializedError): string {
  const data = error.data as { problem?: string; name?: string; reason?: string } | undefined;
  if (error.name === 'AccountNameInvalidError')
    return t(data?.problem === 'tooShort' ? 'names.tooShort' : 'names.characters');
  if (error.name === 'RegisterNameError') {
    const head = t('names.failed', { name: data?.name ?? '' });
    const why =
      data?.reason === 'taken'
        ? t('names.failedTaken')
        : data?.reason === 'signature'
          ? t('names.failedSignature')
          : data?.reason === 'declined'
            ? t('names.failedDeclined')
            : undefined;
    return why ? `${head}. ${why}` : head;
  }
  return t('names.suggestionsFailed');
}
