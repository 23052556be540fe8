import { parseEther } from 'viem';
import { browserTest } from './harness/browserTest';
import { tokenPicker } from './harness/chooseToken';
import { docScreenshot } from './harness/docScreenshot';
import { freshAddress, fundedAccount } from './harness/fundedAccount';
import { accountButton, connectFromModal, modal, setThemeMode } from './harness/kitPage';
import { expectNoAxeViolations } from './harness/runAxe';
import { goToSend } from './harness/sendPage';

// Issue 22, "Unstyled screens" and "A bad-checksum address": Sign In, Send (with a receiver whose
// EIP-55 checksum is wrong) and Review send, at a phone's and a laptop's width in both themes, drawn
// with the design tokens. Screenshots go to e2e/artifacts/docs/design/ and, with
// UPDATE_DOC_SCREENSHOTS=1, to docs/screenshots/design/ (docs/views.md#design-tokens shows them).

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const;

for (const viewport of VIEWPORTS) {
  browserTest(
    `behavior: Sign In, Send with a bad-checksum receiver (its field's message only) and Review send, styled, ${viewport.name} (${viewport.width}px), both themes`,
    async (t) => {
      const { page, sandbox } = t;
      const account = await fundedAccount(sandbox, { eth: parseEther('2') });
      await t.injectWallet({ accounts: [account] });
      await t.openDemo({ mode: 'plain', path: '?siwx=required' });
      /** Screenshots the open dialog's page in both themes, axe-checked. */
      const shoot = async (label: string) => {
        for (const theme of ['dark', 'light'] as const) {
          await setThemeMode(page, theme);
          await expectNoAxeViolations(page, `${label} (${theme})`, '[role="dialog"]');
          await docScreenshot(page, `design/${viewport.name}-${label}-${theme}.png`);
        }
      };

      await connectFromModal(page, 'Test Wallet');
      const signIn = modal(page, 'Sign In');
      await signIn.getByRole('button', { name: 'Sign', exact: true }).waitFor();
      // Cancel and Sign are one full-width row of equal buttons, apart (they touched before).
      const cancelBox = await signIn.getByRole('button', { name: 'Cancel' }).boundingBox();
      const signBox = await signIn.getByRole('button', { name: 'Sign', exact: true }).boundingBox();
      expect(signBox!.x - (cancelBox!.x + cancelBox!.width)).toBeGreaterThanOrEqual(8);
      expect(Math.abs(signBox!.width - cancelBox!.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(signBox!.y - cancelBox!.y)).toBeLessThanOrEqual(1);
      await shoot('sign-in');
      await signIn.getByRole('button', { name: 'Sign', exact: true }).click();
      await modal(page).waitFor({ state: 'detached' });

      await accountButton(page, account.address).waitFor();
      const send = await goToSend(page, account.address);
      const amount = send.getByRole('textbox', { name: 'Amount' });
      const to = send.getByRole('textbox', { name: 'To (address or name)' });
      const receiver = freshAddress();
      // One letter's case flipped: mixed case that is not the address's checksum.
      const letter = receiver.slice(2).search(/[a-fA-F]/) + 2;
      const flipped = receiver[letter]!;
      const typo = `${receiver.slice(0, letter)}${flipped === flipped.toUpperCase() ? flipped.toLowerCase() : flipped.toUpperCase()}${receiver.slice(letter + 1)}`;
      await amount.fill('0.5');
      await to.fill(typo);
      // The form checks itself once typing pauses; the disabled button says what is wrong.
      await send.getByRole('button', { name: 'Invalid Address' }).waitFor();
      const alert = send.getByRole('alert');
      await alert.filter({ hasText: 'invalid checksum' }).waitFor();
      expect(await alert.count()).toBe(1);
      expect(await to.getAttribute('aria-invalid')).toBe('true');
      expect(await to.getAttribute('aria-describedby')).toBe(await alert.getAttribute('id'));
      expect(await amount.getAttribute('aria-invalid')).toBeNull();
      expect(await tokenPicker(send).getAttribute('aria-invalid')).toBeNull();
      expect(await send.textContent()).not.toContain('viem@');
      // The message sits directly under its field.
      const fieldBox = await to.boundingBox();
      const alertBox = await alert.boundingBox();
      expect(alertBox!.y - (fieldBox!.y + fieldBox!.height)).toBeLessThanOrEqual(12);
      await shoot('send-error');

      await to.fill(receiver);
      await send.getByRole('button', { name: 'Preview Send' }).click();
      const preview = modal(page, 'Review send');
      await preview.getByTestId('send-preview-fee').waitFor();
      await shoot('send-preview');
      await preview.getByRole('button', { name: 'Edit' }).click();
      await modal(page, 'Send').waitFor();
      await shoot('send');
    },
    { timeoutMs: 120_000, viewport: viewport, isMobile: viewport.isMobile },
  );
}
