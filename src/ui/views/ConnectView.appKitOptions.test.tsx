/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { addStubConnector, createTestKit, openView, renderWithKit } from '../../../test/ui/renderWithKit';
import { BUNDLED_WALLETS } from '../../core/wallets/walletCatalog';
import { ConnectView } from './ConnectView';
import { showAllWallets } from './connect/showAllWallets';

const methodOrder = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-method]')].map((el) => el.getAttribute('data-method'));
const walletNames = () =>
  within(screen.getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map((b) => b.querySelector('.portico-list-item__name')?.textContent);
const LOGIN = { email: true, socials: ['google'] as const };

// AppKit's createAppKit options as the Connect view shows them (docs/migrating-from-appkit.md).
describe('ConnectView with AppKit options', () => {
  test('default: customWallets are listed after the featured wallets, before the recommended ones', async () => {
    const kit = await createTestKit({
      featuredWalletIds: ['rainbow'],
      customWallets: [{ id: 'my-wallet', name: 'My Wallet', webapp_link: 'https://app.my.example' }],
    });
    renderWithKit(<ConnectView />, kit);
    expect(walletNames().slice(0, 3)).toEqual(['WalletConnect', 'Rainbow', 'My Wallet']);
  });

  test('behavior: features.connectMethodsOrder sets the order of the entries', async () => {
    const kit = await createTestKit({
      features: { ...LOGIN, connectMethodsOrder: ['social', 'wallet', 'email'] },
    });
    const { container } = renderWithKit(<ConnectView />, kit);
    expect(methodOrder(container)).toEqual(['social', 'wallet', 'email']);
  });

  test("behavior: opened with open({ view: 'Connect', namespace }), only that namespace's installed wallets", async () => {
    const kit = await createTestKit();
    addStubConnector(kit, { id: 'io.rabby', name: 'Rabby Wallet', type: 'ANNOUNCED', chain: 'eip155' });
    addStubConnector(kit, { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' });
    openView(kit, 'Connect', { namespace: 'solana' });
    renderWithKit(<ConnectView />, kit);
    expect(walletNames()).toContain('Phantom');
    expect(walletNames()).not.toContain('Rabby Wallet');
  });

  test('behavior: enableWallets false leaves only e-mail and social login', async () => {
    const kit = await createTestKit({ features: LOGIN, enableWallets: false });
    const { container } = renderWithKit(<ConnectView />, kit);
    expect(methodOrder(container)).toEqual(['email', 'social']);
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull();
  });

  test("behavior: allWallets 'HIDE' removes the All Wallets entry; 'ONLY_MOBILE' keeps it on phones only", async () => {
    const kit = await createTestKit({ allWallets: 'HIDE' });
    renderWithKit(<ConnectView />, kit);
    expect(walletNames()).not.toContain('All Wallets');
    const phone = { matchMedia: (query: string) => ({ matches: query === '(max-width: 430px)' }) };
    const desktop = { matchMedia: () => ({ matches: false }) };
    expect(showAllWallets('ONLY_MOBILE', phone as unknown as Window)).toBe(true);
    expect(showAllWallets('ONLY_MOBILE', desktop as unknown as Window)).toBe(false);
    expect(showAllWallets('ONLY_MOBILE', undefined)).toBe(false);
    expect(showAllWallets('SHOW', undefined)).toBe(true);
    expect(BUNDLED_WALLETS.length).toBeGreaterThan(0);
  });

  test('behavior: enableCoinbase false leaves Coinbase Wallet out of the list', async () => {
    const kit = await createTestKit({ enableCoinbase: false });
    renderWithKit(<ConnectView />, kit);
    expect(walletNames()).not.toContain('Coinbase Wallet');
    expect(walletNames()).toContain('Rainbow');
  });

  test('behavior: termsConditionsUrl and privacyPolicyUrl show the legal footer with both links', async () => {
    const kit = await createTestKit({
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    });
    renderWithKit(<ConnectView />, kit);
    expect(screen.getByTestId('portico-legal').textContent).toBe(
      'By connecting your wallet, you agree to our Terms of Service and Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://example.com/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    );
  });

  test('security: a production build, which checks no option, still never links a javascript: URL', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    let kit: Awaited<ReturnType<typeof createTestKit>>;
    try {
      kit = await createTestKit({
        termsConditionsUrl: 'javascript:alert(1)',
        privacyPolicyUrl: 'https://example.com/privacy',
      });
    } finally {
      process.env.NODE_ENV = before;
    }
    renderWithKit(<ConnectView />, kit);
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    );
  });

  test('behavior: one legal URL alone, and enableWalletGuide, each show their own line', async () => {
    const kit = await createTestKit({
      privacyPolicyUrl: 'https://example.com/privacy',
      enableWalletGuide: true,
    });
    renderWithKit(<ConnectView />, kit);
    expect(screen.getByTestId('portico-legal').textContent).toBe(
      'By connecting your wallet, you agree to our Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe(
      'https://walletguide.walletconnect.network/',
    );
  });

  test('behavior: without those options there is no footer', async () => {
    const kit = await createTestKit();
    renderWithKit(<ConnectView />, kit);
    expect(screen.queryByTestId('portico-legal')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
