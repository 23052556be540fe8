import { request as httpRequest } from 'node:http';
import { seedAllowedOrigins } from '../api/seedAllowedOrigins';
import { type StartApiReturnType, startApi } from '../api/startApi';
import { type StartChainReturnType, startChain } from '../chain/startChain';
import { type StartMailCatcherReturnType, startMailCatcher } from '../mail/startMailCatcher';
import { type StartSecureFrameReturnType, startSecureFrame } from './startSecureFrame';

// The frame server's HTTP surface; the protocol itself is covered in page/createFrameHost.integration.test.ts.
let mail: StartMailCatcherReturnType;
let frame: StartSecureFrameReturnType;
let chain: StartChainReturnType;
let api: StartApiReturnType;

const demoOrigin = 'http://127.0.0.1:5173';

beforeAll(async () => {
  mail = await startMailCatcher();
  chain = await startChain({ port: 0 });
  api = await startApi({ port: 0, chains: [chain] });
  await seedAllowedOrigins(api.db, [demoOrigin], 'default-project');
  frame = await startSecureFrame({
    apiUrl: `${api.url}/`,
    projectId: 'default-project',
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
    smtp: mail.smtp,
    oidc: { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's' },
  });
}, 60_000);
afterAll(async () => {
  await frame?.stop();
  await api?.stop();
  await chain?.stop();
  await mail?.stop();
});

const post = (path: string, body: string) =>
  fetch(`${frame.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('startSecureFrame', () => {
  test('default: /sdk serves the frame page with its config as inert JSON, and /frame.js the bundle', async () => {
    expect(frame.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await (
      await fetch(`${frame.url}/sdk?projectId=${encodeURIComponent('p</script><b>')}&chainId=eip155%3A1`)
    ).text();
    expect(page).toContain('<script type="module" src="/frame.js"></script>');
    expect(page).toContain(`"apiUrl":"${api.url}"`);
    expect(page).toContain('"projectId":"p\\u003c/script>\\u003cb>"');
    expect(page).not.toContain('p</script>');
    expect(await (await fetch(`${frame.url}/sdk`)).text()).toContain('"projectId":"default-project"');

    const script = await fetch(`${frame.url}/frame.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect((await script.text()).length).toBeGreaterThan(1000);
  });

  test('error: bad auth requests get a clear 4xx message and send no mail', async () => {
    const bad = await post('/auth/email/start', '{nope');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Invalid request: the body is not JSON' });
    const email = await post('/auth/email/start', JSON.stringify({ email: 'x', deviceId: 'a'.repeat(32) }));
    expect(await email.json()).toEqual({ error: 'Invalid request: email Invalid email address' });
    const device = await post(
      '/auth/email/start',
      JSON.stringify({ email: 'a@example.com', deviceId: 'short' }),
    );
    expect(await device.json()).toEqual({
      error: 'Invalid request: deviceId must be 16-64 URL-safe characters',
    });
    expect(mail.messages()).toEqual([]);

    const keys = await fetch(`${frame.url}/auth/keys`, {
      headers: {
        authorization: 'Bearer forged',
        'x-portico-parent-origin': demoOrigin,
        'x-portico-project-id': 'default-project',
      },
    });
    expect(keys.status).toBe(401);
    expect(await keys.json()).toEqual({ error: 'Not signed in' });
    expect((await fetch(`${frame.url}/auth/unknown`)).status).toBe(404);
  });

  test("behavior: /sdk sends frame-ancestors from the project's allow-list; other pages are never framed", async () => {
    const sdk = await fetch(`${frame.url}/sdk?projectId=default-project`);
    expect(sdk.headers.get('content-security-policy')).toBe(`frame-ancestors ${demoOrigin}`);
    expect(await sdk.text()).toContain(`"allowedOrigins":["${demoOrigin}"]`);
    // Another project has no origin: no page may embed its frame (the old default: any local port).
    const other = await fetch(`${frame.url}/sdk?projectId=someone-else`);
    expect(other.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    const approve = await fetch(`${frame.url}/device/approve?token=x`);
    expect(approve.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  });

  test('error: an embedding page on another port gets the refusal page (no wallet), not silence', async () => {
    const refused = await fetch(`${frame.url}/sdk?projectId=default-project`, {
      headers: { referer: 'http://127.0.0.1:4444/attack.html' },
    });
    expect(refused.headers.get('content-security-policy')).toBe('frame-ancestors *');
    const page = await refused.text();
    expect(page).toContain('"refused":"http://127.0.0.1:4444"');
    expect(page).toContain('"allowedOrigins":[]');
    const allowed = await fetch(`${frame.url}/sdk?projectId=default-project`, {
      headers: { referer: `${demoOrigin}/` },
    });
    expect(allowed.headers.get('content-security-policy')).toBe(`frame-ancestors ${demoOrigin}`);
    expect(await allowed.text()).not.toContain('"refused"');
  });

  test('error: a bad configuration is refused before anything starts, naming the field', async () => {
    await expect(
      startSecureFrame({
        apiUrl: 'not a url',
        chains: [],
        smtp: mail.smtp,
        oidc: { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's' },
      }),
    ).rejects.toThrow(/^frame: invalid configuration: (.|\n)*apiUrl(.|\n)*chains/);
  });

  test('error: unknown approval links and pages are refused', async () => {
    const approve = await fetch(`${frame.url}/device/approve?token=unknown`);
    expect(approve.status).toBe(400);
    expect(await approve.text()).toContain('This approval link is unknown or was already used.');
    expect((await fetch(`${frame.url}/nothing`)).status).toBe(404);
    const farcaster = await fetch(`${frame.url}/farcaster`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'request=unknown&userName=Bad%20Name',
    });
    expect(farcaster.status).toBe(400);
    expect(await farcaster.text()).toContain(
      'A Farcaster user name is 1-16 lower-case letters, digits or dashes',
    );
  });

  test('error: a cross-site code request (text/plain or a foreign Origin) is refused and mails nothing', async () => {
    // What another page can make a visitor's browser send: a simple request (no preflight) carrying its
    // own Origin. Sent over node:http so that the Origin header goes out exactly as a browser sets it.
    const send = (headers: Record<string, string>, email: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const outgoing = httpRequest(
          `${frame.url}/auth/email/start`,
          { method: 'POST', headers },
          (answer) => {
            let text = '';
            answer.on('data', (chunk: Buffer) => {
              text += chunk.toString('utf8');
            });
            answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(JSON.stringify({ email, deviceId: 'd'.repeat(32) }));
      });
    const before = mail.messages().length;
    const plain = await send(
      { 'content-type': 'text/plain', origin: 'https://evil.example' },
      'a1@example.com',
    );
    expect(plain).toEqual({
      status: 415,
      body: { error: 'Invalid request: the content type must be application/json' },
    });
    const form = await send({ 'content-type': 'application/x-www-form-urlencoded' }, 'a2@example.com');
    expect(form.status).toBe(415);
    const foreign = await send({ 'content-type': 'application/json', origin: demoOrigin }, 'a3@example.com');
    expect(foreign).toEqual({
      status: 403,
      body: { error: 'Refused: only the wallet frame itself may call the auth service' },
    });
    const opaque = await send({ 'content-type': 'application/json', origin: 'null' }, 'a4@example.com');
    expect(opaque.status).toBe(403);
    // The frame's own page still gets its code: the one mail the catcher holds is that one.
    const own = await send(
      { 'content-type': 'application/json; charset=utf-8', origin: frame.origin },
      'own@example.com',
    );
    expect(own.status).toBe(200);
    const caught = mail.messages().slice(0, mail.messages().length - before);
    expect(caught.map((message) => message.to)).toEqual([['own@example.com']]);
  });
});
