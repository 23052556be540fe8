/** @jest-environment jsdom */

import { CORE_VIEWS } from '../../store/viewNames';
import { viewStrings } from '../i18n/viewStrings.en';
import { CORE_VIEW_COMPONENTS } from './coreViewComponents';

describe('CORE_VIEW_COMPONENTS', () => {
  test('default', () => {
    expect(Object.keys(CORE_VIEW_COMPONENTS).sort()).toEqual(
      [
        'Account',
        'AllWallets',
        'ApproveTransaction',
        'Connect',
        'ConnectingExternal',
        'ConnectingWalletConnect',
        'ConnectingWalletConnectBasic',
        'Networks',
        'UnsupportedChain',
      ].sort(),
    );
    for (const view of CORE_VIEWS) {
      expect(typeof CORE_VIEW_COMPONENTS[view]).toBe('function');
      expect(viewStrings[`view.${view}.title`]).toEqual(expect.any(String));
    }
  });

  test('behavior: every view string is non-empty and placeholders are well formed', () => {
    for (const [key, text] of Object.entries(viewStrings)) {
      expect(key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/); // alert ids are SCREAMING_CASE
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/\{[^}]*$|undefined/);
    }
  });
});
