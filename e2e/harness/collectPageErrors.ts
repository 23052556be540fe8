import type { Page } from 'playwright-core';

/** Errors a page reported: console.error calls, uncaught exceptions, unhandled rejections, crashes. */
export interface PageErrorLog {
  readonly errors: readonly string[];
  /** Throws listing every error not matched by one of `allowed`. */
  assertNone(allowed?: readonly RegExp[]): void;
}

/** Starts recording a page's errors; call before the first navigation so none is missed. */
export function collectPageErrors(page: Page): PageErrorLog {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  // Chromium reports unhandled promise rejections here too.
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));
  page.on('crash', () => errors.push('the page crashed'));
  return {
    errors,
    assertNone(allowed = []) {
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      if (unexpected.length > 0) {
        throw new Error(`the page reported ${unexpected.length} error(s):\n${unexpected.join('\n')}`);
      }
    },
  };
}
