/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { connectTestAccount, createTestKit } from '../../../test/ui/createTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { AppKitProvider } from './AppKitProvider';
import { SsrApp } from './ssrApp';

let kit: AppKit;
afterEach(() => kit.destroy());

describe('AppKitProvider on the server', () => {
  test('default', async () => {
    expect(typeof window).toBe('undefined');
    // Importing the entry point must not touch window or document either.
    await expect(import('../../react')).resolves.toHaveProperty('AppKitProvider');
    kit = createTestKit();
    const html = renderToString(
      <AppKitProvider kit={kit}>
        <SsrApp />
      </AppKitProvider>,
    );
    expect(html).toContain('disconnected eip155:1 false dark');
    expect(html).toContain('Connect Wallet');
    expect(html).toContain('data-portico-root');
    expect(html).not.toContain('role="dialog"');
  });

  test('behavior: a connected account and an open modal still render without the modal', async () => {
    kit = createTestKit();
    connectTestAccount(kit, { balance: '0.98765', balanceSymbol: 'ETH' });
    await kit.open();
    const html = renderToString(
      <AppKitProvider kit={kit}>
        <SsrApp />
      </AppKitProvider>,
    );
    expect(html).toContain('0.987 ETH');
    expect(html).not.toContain('role="dialog"');
  });
});
