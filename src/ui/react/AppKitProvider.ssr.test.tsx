/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
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
    expect(html).toContain('0x71...d8976F');
    expect(html).not.toContain('role="dialog"');
  });

  test("behavior: a streaming server render (Next.js's) waits for the balance's chunk and sends the figure", async () => {
    kit = createTestKit();
    connectTestAccount(kit, { balance: '0.98765', balanceSymbol: 'ETH' });
    const { prelude } = await prerenderToNodeStream(
      <AppKitProvider kit={kit}>
        <SsrApp />
      </AppKitProvider>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toContain('0.987 ETH');
    expect(html).toContain('0x71...d8976F');
  });
});
