import { appOrigin, codeIn, startFrameWorldForTests } from '../testing/frameHarness';

const w = startFrameWorldForTests();
const { frame, emailLogin } = w;

describe('createFrameHost: social, Farcaster and account events', () => {
  test('behavior: social login through the local OIDC provider, its login form driven with fetch', async () => {
    const f = frame();
    const { uri } = (await f.ok('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })) as { uri: string };
    expect(uri.startsWith(`${w.world.oidcUrl}/`)).toBe(true);
    expect(new URL(uri).searchParams.get('redirect_uri')).toBe(`${appOrigin}/`);

    const jar = new Map<string, string>();
    const go = async (url: string, init: RequestInit = {}) => {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', ...value] = pair.split('=');
        jar.set(name, value.join('='));
      }
      return response;
    };
    let response = await go(uri);
    let location = new URL(response.headers.get('location') ?? '', w.world.oidcUrl).toString();
    const form = await (await go(location)).text();
    expect(form).toContain('<label for="userName">User name</label>');
    expect(form).toContain('<button type="submit">Sign in</button>');
    response = await go(location, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userName=Grace',
    });
    // Through the provider's redirects (resume, automatic consent) until it sends the popup back to the app.
    for (let hops = 0; hops < 8; hops++) {
      location = new URL(response.headers.get('location') ?? '', w.world.oidcUrl).toString();
      if (location.startsWith(appOrigin)) break;
      response = await go(location);
    }
    expect(location.startsWith(`${appOrigin}/?code=`)).toBe(true);

    const user = await f.ok('CONNECT_SOCIAL', { uri: location });
    expect(user).toMatchObject({
      userName: 'grace',
      email: 'grace@oidc.portico-sandbox.test',
      chainId: 31337,
    });
    expect(await f.fails('CONNECT_SOCIAL', { uri: location })).toBe(
      'Social login failed: unknown or used state',
    );
  });

  test('behavior: Farcaster login through the local stub page (Farcaster cannot run offline)', async () => {
    const f = frame();
    const { url } = (await f.ok('GET_FARCASTER_URI')) as { url: string };
    expect(url.startsWith(`${w.world.frameUrl}/farcaster?request=`)).toBe(true);
    const stub = await (await fetch(url)).text();
    expect(stub).toContain('<label for="userName">Farcaster user name</label>');
    const request = new URL(url).searchParams.get('request') ?? '';
    const approved = await fetch(`${w.world.frameUrl}/farcaster`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request, userName: 'vitalik' }).toString(),
    });
    expect(approved.status).toBe(200);
    expect(await f.ok('CONNECT_FARCASTER')).toEqual({ userName: 'vitalik' });
    expect(await f.ok('GET_USER', { chainId: 31337 })).toMatchObject({ userName: 'vitalik', email: null });
  });

  test('behavior: account-type, network and update-e-mail events', async () => {
    const f = await emailLogin('misc@example.com');
    const { address } = (await f.ok('GET_USER', { chainId: 31337 })) as { address: string };
    expect(await f.ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [] });
    expect(await f.fails('INIT_SMART_ACCOUNT')).toBe(
      'Smart accounts are not supported by the reference frame',
    );
    expect(await f.fails('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toBe(
      'Smart accounts are not supported by the reference frame',
    );
    expect(await f.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address });
    expect(await f.ok('SWITCH_NETWORK', { chainId: '0x7a69' })).toEqual({ chainId: 31337 });
    expect(await f.fails('SWITCH_NETWORK', { chainId: 'eip155:1' })).toBe('Unsupported network eip155:1');
    expect(await f.ok('SYNC_THEME', { themeMode: 'light' })).toBeUndefined();

    let after = Date.now() - 5;
    expect(await f.ok('UPDATE_EMAIL', { email: 'misc2@example.com' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    });
    const primary = codeIn((await w.world.mail.waitForMessage('misc@example.com', { after })).text);
    after = Date.now() - 5;
    await f.ok('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary });
    const secondary = codeIn((await w.world.mail.waitForMessage('misc2@example.com', { after })).text);
    expect(await f.ok('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).toEqual({
      newEmail: 'misc2@example.com',
    });
    expect(await f.ok('GET_USER', { chainId: 31337 })).toMatchObject({ email: 'misc2@example.com', address });
  });
});
