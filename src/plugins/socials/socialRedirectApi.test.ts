import { createServiceRegistry } from '../../store/createServiceRegistry';
import { completeSocialRedirect, startSocialRedirect } from './socialRedirectApi';

// The public wrappers load the implementation on call and behave as it does (socialRedirect.test.ts).

describe('portico redirect-mode functions', () => {
  const kit = { services: createServiceRegistry() };

  test('behavior: a page load that is no provider answer resolves false', async () => {
    await expect(completeSocialRedirect(kit, 'https://app.example/shop?item=1')).resolves.toBe(false);
  });

  test('error: an unknown provider rejects with UnknownSocialProviderError and does not navigate', async () => {
    const navigate = jest.fn();
    await expect(startSocialRedirect(kit, 'myspace' as never, navigate)).rejects.toMatchObject({
      name: 'UnknownSocialProviderError',
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
