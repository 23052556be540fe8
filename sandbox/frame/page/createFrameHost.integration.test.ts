import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { createPublicClient, http, parseEther, toHex, verifyMessage } from 'viem';
import { FRAME_USER_REJECTED_MESSAGE } from '../../../src/core/constants/frame';
import {
  appOrigin,
  appProjectId,
  codeIn,
  memoryStorage,
  solanaMainnet,
  startFrameWorldForTests,
} from '../testing/frameHarness';
import { createHttpAuthClient } from './AuthClient';
import { sessionStorageKey } from './createFrameHost';

const w = startFrameWorldForTests();
const { frame, emailLogin } = w;
const demo = { parentOrigin: appOrigin, projectId: appProjectId };
const demoSessionKey = sessionStorageKey(appOrigin, appProjectId);

describe('createFrameHost against the reference auth service', () => {
  test('default: e-mail login by the code from the catcher, then GET_USER for eip155 and solana', async () => {
    const storage = memoryStorage();
    const f = frame(storage);
    const after = Date.now() - 5;
    expect(await f.ok('CONNECT_EMAIL', { email: 'Ada@Example.com' })).toEqual({ action: 'VERIFY_OTP' });
    const mail = await w.world.mail.waitForMessage('ada@example.com', { after });
    expect(await f.fails('CONNECT_OTP', { otp: '000000' === codeIn(mail.text) ? '000001' : '000000' })).toBe(
      'Invalid code',
    );
    expect(await f.ok('CONNECT_OTP', { otp: codeIn(mail.text) })).toBeUndefined();

    const evm = await f.ok('GET_USER', { chainId: 'eip155:31337' });
    expect(evm).toMatchObject({ email: 'ada@example.com', chainId: 31337, preferredAccountType: 'eoa' });
    expect(evm?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(evm?.accounts).toEqual([{ address: evm?.address, type: 'eoa' }]);
    const sol = await f.ok('GET_USER', { chainId: solanaMainnet });
    expect(sol).toMatchObject({
      chainId: solanaMainnet,
      address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    });
    expect(await f.ok('GET_CHAIN_ID')).toEqual({ chainId: solanaMainnet });

    // A reload of the frame page: same storage, fresh memory.
    const reloaded = frame(storage);
    expect(await reloaded.ok('IS_CONNECTED', {})).toEqual({ isConnected: true });
    expect(await reloaded.ok('CONNECT_EMAIL', { email: 'ada@example.com' })).toEqual({ action: 'CONNECT' });
    expect((await reloaded.ok('GET_USER', { chainId: 31337 }))?.address).toBe(evm?.address);
  });

  test('behavior: personal_sign shows the text for approval and returns a signature viem verifies', async () => {
    const f = await emailLogin('signer@example.com');
    const { address } = (await f.ok('GET_USER', { chainId: 'eip155:31337' })) as { address: `0x${string}` };
    const signature = (await f.ok('RPC_REQUEST', {
      method: 'personal_sign',
      params: [toHex('Hello frame'), address],
    })) as unknown as `0x${string}`;
    expect(f.approvals.at(-1)).toEqual({
      method: 'personal_sign',
      lines: [{ label: 'Message', value: 'Hello frame' }],
      chainId: 'eip155:31337',
      from: address,
    });
    expect(await verifyMessage({ address, message: 'Hello frame', signature })).toBe(true);
    expect(await f.ok('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([address]);
    expect(await f.ok('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a69');
  });

  test('behavior: eth_sendTransaction is mined on anvil; a rejected one fails with the rejection message', async () => {
    const storage = memoryStorage();
    const f = await emailLogin('sender@example.com', storage);
    const { address } = (await f.ok('GET_USER', { chainId: 'eip155:31337' })) as { address: `0x${string}` };
    const client = createPublicClient({ transport: http(w.anvil.rpcUrl) });
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [address, toHex(parseEther('1'))] as never,
    });
    const to = '0x000000000000000000000000000000000000dEaD';
    const hash = (await f.ok('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: toHex(parseEther('0.25')) }],
    })) as unknown as `0x${string}`;
    expect(f.approvals.at(-1)?.lines).toEqual([
      { label: 'To', value: to },
      { label: 'Value', value: '0.25 ETH' },
    ]);
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(await f.ok('RPC_REQUEST', { method: 'eth_getBalance', params: [to, 'latest'] })).toBe(
      toHex(parseEther('0.25')),
    );

    const rejecting = frame(storage, () => false);
    expect(
      await rejecting.fails('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to, value: '0x1' }] }),
    ).toBe(FRAME_USER_REJECTED_MESSAGE);
  });

  test('behavior: solana_signMessage and solana_signTransaction give ed25519 signatures; send has no RPC', async () => {
    const f = await emailLogin('solana@example.com');
    const { address } = (await f.ok('GET_USER', { chainId: solanaMainnet })) as { address: string };
    const pubkey = base58.decode(address);
    const message = new TextEncoder().encode('Sign in to Portico');
    const { signature } = (await f.ok('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: base58.encode(message), pubkey: address },
    })) as { signature: string };
    expect(ed25519.verify(base58.decode(signature), message, pubkey)).toBe(true);

    // A legacy transaction: 1 signature slot; header (1 signer, 0, 1 read-only); keys: us, system program.
    const body = [1, 0, 1, 2, ...pubkey, ...new Uint8Array(32), ...new Uint8Array(32).fill(7), 0];
    const wire = new Uint8Array([1, ...new Uint8Array(64), ...body]);
    const { transaction } = (await f.ok('RPC_REQUEST', {
      method: 'solana_signTransaction',
      params: { transaction: base64.encode(wire) },
    })) as { transaction: string };
    const signed = base64.decode(transaction);
    expect(signed.slice(65)).toEqual(new Uint8Array(body));
    expect(ed25519.verify(signed.slice(1, 65), new Uint8Array(body), pubkey)).toBe(true);

    expect(
      await f.fails('RPC_REQUEST', { method: 'solana_signAndSendTransaction', params: { transaction } }),
    ).toBe('No Solana RPC in the sandbox');
    expect(
      await f.fails('RPC_REQUEST', {
        method: 'solana_signTransaction',
        params: { transaction: base64.encode(new Uint8Array([1, 2])) },
      }),
    ).toMatch(/^Invalid Solana transaction/);
  });

  test('behavior: a known user on a new device must approve it by the e-mailed link first', async () => {
    const first = await emailLogin('devices@example.com');
    const firstUser = await first.ok('GET_USER', { chainId: 31337 });
    const second = frame();
    const after = Date.now() - 5;
    expect(await second.ok('CONNECT_EMAIL', { email: 'devices@example.com' })).toEqual({
      action: 'VERIFY_DEVICE',
    });
    const approval = await w.world.mail.waitForMessage('devices@example.com', { after });
    const link = /http\S+\/device\/approve\?token=\S+/.exec(approval.text)?.[0] ?? '';
    expect(link.startsWith(`${w.world.frameUrl}/device/approve?token=`)).toBe(true);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Device approved');
    expect((await fetch(link)).status).toBe(400);

    const codeAfter = Date.now() - 5;
    expect(await second.ok('CONNECT_DEVICE')).toBeUndefined();
    const mail = await w.world.mail.waitForMessage('devices@example.com', { after: codeAfter });
    await second.ok('CONNECT_OTP', { otp: codeIn(mail.text) });
    expect((await second.ok('GET_USER', { chainId: 31337 }))?.address).toBe(firstUser?.address);
  });

  test('error: a second code within 30 s is throttled, and a code dies after three wrong tries', async () => {
    const f = frame();
    const after = Date.now() - 5;
    await f.ok('CONNECT_EMAIL', { email: 'throttle@example.com' });
    expect(await f.fails('CONNECT_EMAIL', { email: 'throttle@example.com' })).toMatch(
      /^Please try again after (30|29) seconds$/,
    );
    const code = codeIn((await w.world.mail.waitForMessage('throttle@example.com', { after })).text);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 3; i++) expect(await f.fails('CONNECT_OTP', { otp: wrong })).toBe('Invalid code');
    expect(await f.fails('CONNECT_OTP', { otp: code })).toBe('Too many wrong codes; request a new code');
    expect(await f.ok('IS_CONNECTED', {})).toEqual({ isConnected: false });
  });

  test('behavior: SIGN_OUT ends the session; IS_CONNECTED is then false, also after a reload', async () => {
    const storage = memoryStorage();
    const f = await emailLogin('leaver@example.com', storage);
    expect(await f.ok('SIGN_OUT')).toBeUndefined();
    expect(await f.ok('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await frame(storage).ok('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await f.fails('GET_USER', { chainId: 31337 })).toBe('Not signed in');
  });

  test('error: after a sign-out in another tab (shared storage) this frame signs nothing and forgets the keys', async () => {
    const storage = memoryStorage();
    const first = await emailLogin('two-tabs@example.com', storage);
    const { address } = (await first.ok('GET_USER', { chainId: 'eip155:31337' })) as {
      address: `0x${string}`;
    };
    const second = frame(storage);
    expect(await second.ok('IS_CONNECTED', {})).toEqual({ isConnected: true });
    expect(await second.ok('SIGN_OUT')).toBeUndefined();
    // The first tab still held the keys in memory; it must not sign with them any more.
    expect(
      await first.fails('RPC_REQUEST', {
        method: 'personal_sign',
        params: [toHex('after sign-out'), address],
      }),
    ).toBe('Not signed in');
    expect(await first.ok('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await first.fails('GET_USER', { chainId: 31337 })).toBe('Not signed in');
  });

  test('error: a session revoked at the service (storage untouched) signs nothing', async () => {
    const storage = memoryStorage();
    const f = await emailLogin('revoked@example.com', storage);
    const { address } = (await f.ok('GET_USER', { chainId: 'eip155:31337' })) as { address: `0x${string}` };
    // Revoked at the service by another device of the same session; this frame's storage still has it.
    const token = storage.data.get(demoSessionKey);
    expect(token).toEqual(expect.any(String));
    await createHttpAuthClient(w.world.frameUrl, demo).signOut(token as string);
    expect(storage.data.get(demoSessionKey)).toBe(token);
    expect(
      await f.fails('RPC_REQUEST', { method: 'personal_sign', params: [toHex('revoked'), address] }),
    ).toBe('Not signed in');
  });

  test('error: a message failing its schema gets an error reply and changes nothing', async () => {
    const f = frame();
    expect(await f.fails('CONNECT_EMAIL', { email: 'not-an-email' })).toBe('Invalid email address');
    expect(w.world.mail.messages().some((m) => m.to.includes('not-an-email'))).toBe(false);
  });

  test('behavior: keys at rest are AES-GCM sealed, not plaintext, in the database row', async () => {
    const storage = memoryStorage();
    await emailLogin('vault@example.com', storage);
    const token = storage.data.get(demoSessionKey) ?? '';
    const keys = await createHttpAuthClient(w.world.frameUrl, demo).keys(token);
    // Rows are found by keyed hashes only (the e-mail is not stored in clear), so every row is checked:
    // none holds this visitor's keys in clear, and every one is sealed.
    const { rows } = await w.world.frame.db.query<{ sealed_keys: string }>(
      'select sealed_keys from frame_users',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { sealed_keys: sealed } of rows) {
      expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(sealed).not.toContain(keys.evmPrivateKey.slice(2));
      expect(sealed).not.toContain(keys.solanaSeed);
    }
    const { rows: codes } = await w.world.frame.db.query<{ code_hash: string }>(
      'select code_hash from frame_codes',
    );
    expect(codes.length).toBeGreaterThan(0);
    for (const { code_hash: hash } of codes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await createHttpAuthClient(w.world.frameUrl, demo)
        .keys('forged')
        .catch((e: Error) => e.message),
    ).toBe('Not signed in');
  });
});
