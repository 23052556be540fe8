import { getAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { buildSiweMessage } from '../../../src/core/siwx';
import { verifySiwxSession } from '../../../src/server';
import { deploySmartAccountFactory } from '../../../test/adapters/deploySmartAccountFactory';
import { describeEachDatabase } from '../testing/describeEachDatabase';

// Sign-ins signed by anvil's accounts (anvil signs, so the wallet is real, not a stub). The project
// allows http://app.example:3000, so that is the only domain a sign-in may be bound to.

const DOMAIN = 'app.example:3000';
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

describeEachDatabase(
  'SIWX sessions (/v1/sessions)',
  (harness) => {
    async function nonce(): Promise<string> {
      const answer = await harness().request('POST', '/v1/sessions/nonce?projectId=p');
      expect(answer.status).toBe(201);
      return answer.json.nonce;
    }

    async function signIn(fields: {
      nonce: string;
      domain?: string;
      uri?: string;
      chainId?: number;
      expirationTime?: string;
      account?: number;
    }) {
      const wallet = harness().wallet(fields.account ?? 1);
      const message = buildSiweMessage({
        domain: fields.domain ?? DOMAIN,
        accountAddress: getAddress(wallet.account.address),
        statement: 'Sign in to the test app',
        uri: fields.uri ?? `http://${DOMAIN}/`,
        version: '1',
        chainId: fields.chainId ?? 31337,
        nonce: fields.nonce,
        issuedAt: iso(Date.now() - 1000),
        ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
      });
      const signature = await wallet.signMessage({ message });
      return { message, signature };
    }

    const post = (body: unknown) => harness().request('POST', '/v1/sessions?projectId=p', body);

    test('default: nonce, signed message, session; GET answers it active without its signature', async () => {
      const signed = await signIn({ nonce: await nonce() });
      const created = await post(signed);
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        status: 'active',
        caipNetworkId: 'eip155:31337',
        address: getAddress(harness().wallet(1).account.address),
        domain: DOMAIN,
      });
      expect(created.json.id).toMatch(/^ps_/);
      const read = await harness().request('GET', `/v1/sessions/${created.json.id}`);
      expect(read.status).toBe(200);
      expect(read.json).toEqual(created.json);
      expect(JSON.stringify(read.json)).not.toContain(signed.signature);
    });

    test('error: a nonce is consumed once — the same signed message again is refused (nonceReplayed)', async () => {
      const signed = await signIn({ nonce: await nonce() });
      expect((await post(signed)).status).toBe(201);
      const replay = await post(signed);
      expect(replay).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
      expect(replay.json.error.message).toContain('nonceReplayed');
    });

    test('error: a nonce the API never issued is refused (nonceReplayed)', async () => {
      const answer = await post(await signIn({ nonce: 'madeup12345' }));
      expect(answer.status).toBe(400);
      expect(answer.json.error.message).toContain('nonceReplayed');
    });

    test('error: another domain is refused (domainMismatch) and does not burn the nonce', async () => {
      const issued = await nonce();
      const wrong = await post(await signIn({ nonce: issued, domain: 'evil.example' }));
      expect(wrong.status).toBe(400);
      expect(wrong.json.error.message).toContain('domainMismatch');
      expect((await post(await signIn({ nonce: issued }))).status).toBe(201);
    });

    test('error: a URI that is not http(s) or not on the domain is refused, never echoed, and does not burn the nonce', async () => {
      const issued = await nonce();
      for (const [uri, reason] of [
        ['javascript:alert(1)', 'uriNotHttp'],
        ['https://evil.example/', 'uriMismatch'],
      ] as const) {
        const answer = await post(await signIn({ nonce: issued, uri }));
        expect(answer).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
        expect(answer.json.error.message).toContain(reason);
        expect(answer.text).not.toMatch(/alert|evil/);
      }
      expect((await post(await signIn({ nonce: issued }))).status).toBe(201);
    });

    test('error: a sign-in on a chain the API does not serve is 400 UNSUPPORTED_CHAIN and does not burn the nonce', async () => {
      const issued = await nonce();
      const elsewhere = await post(await signIn({ nonce: issued, chainId: 1 }));
      expect(elsewhere).toMatchObject({ status: 400, json: { error: { code: 'UNSUPPORTED_CHAIN' } } });
      expect(elsewhere.json.error.message).toContain('eip155:1');
      expect((await post(await signIn({ nonce: issued }))).json).toMatchObject({
        caipNetworkId: 'eip155:31337',
      });
    });

    test('error: an expired message is refused (expired); a tampered one (signatureMismatch)', async () => {
      const expired = await post(
        await signIn({ nonce: await nonce(), expirationTime: iso(Date.now() - 60_000) }),
      );
      expect(expired.status).toBe(400);
      expect(expired.json.error.message).toContain('expired');
      const signed = await signIn({ nonce: await nonce() });
      const tampered = await post({ ...signed, message: signed.message.replace('Sign in to', 'Sign in at') });
      expect(tampered.status).toBe(400);
      expect(tampered.json.error.message).toContain('signatureMismatch');
    });

    test('behavior: a session ends at its expiry — GET answers it expired', async () => {
      const created = await post(await signIn({ nonce: await nonce() }));
      await harness().api.db.query(
        "update siwx_sessions set expires_at = now() - interval '1 second' where address = $1",
        [created.json.address],
      );
      const read = await harness().request('GET', `/v1/sessions/${created.json.id}`);
      expect(read.json.status).toBe('expired');
    });

    test('behavior: revoke with the session signature ends the session; a wrong signature is 404 and changes nothing', async () => {
      const signed = await signIn({ nonce: await nonce(), account: 2 });
      const created = await post(signed);
      const wrong = await harness().request('POST', `/v1/sessions/${created.json.id}/revoke`, {
        pci: 'p',
        signature: `${signed.signature.slice(0, -2)}00`,
      });
      expect(wrong.status).toBe(404);
      expect((await harness().request('GET', `/v1/sessions/${created.json.id}`)).json.status).toBe('active');
      const revoked = await harness().request('POST', `/v1/sessions/${created.json.id}/revoke`, {
        pci: 'p',
        signature: signed.signature,
      });
      expect(revoked.status).toBe(200);
      expect(revoked.json.status).toBe('revoked');
      expect((await harness().request('GET', `/v1/sessions/${created.json.id}`)).json.status).toBe('revoked');
    });

    test('behavior: portico/server trusts the session from its cookie against this API, and not after revoke', async () => {
      const signed = await signIn({ nonce: await nonce(), account: 3 });
      const created = await post(signed);
      const check = () =>
        verifySiwxSession({
          cookie: `portico_siwx=${created.json.id}`,
          apiUrl: harness().api.url,
          expectedDomain: DOMAIN,
        });
      await expect(check()).resolves.toMatchObject({
        address: created.json.address,
        caipNetworkId: 'eip155:31337',
      });
      await expect(
        verifySiwxSession({
          authorizationHeader: `Bearer ${created.json.id}`,
          apiUrl: harness().api.url,
          expectedDomain: 'other.example',
        }),
      ).rejects.toMatchObject({ data: { reason: 'domainMismatch' } });
      await harness().request('POST', `/v1/sessions/${created.json.id}/revoke`, {
        pci: 'p',
        signature: signed.signature,
      });
      await expect(check()).rejects.toMatchObject({ data: { reason: 'revoked' } });
    });

    test('behavior: a counterfactual smart account signs in with an EIP-6492 signature (checked on the chain); another key is refused', async () => {
      const factory = await deploySmartAccountFactory({
        rpcUrl: harness().chain.rpcUrl,
        deployer: harness().wallet(4).account.address,
      });
      const owner = privateKeyToAccount(generatePrivateKey());
      const salt = `0x${'01'.repeat(32)}` as Hex;
      const account = await factory.accountAddress(owner.address, salt);
      const signFor = async (signer: typeof owner) => {
        const message = buildSiweMessage({
          domain: DOMAIN,
          accountAddress: account,
          uri: `http://${DOMAIN}/`,
          version: '1',
          chainId: 31337,
          nonce: await nonce(),
          issuedAt: iso(Date.now() - 1000),
        });
        return {
          message,
          signature: factory.wrap6492(owner.address, salt, await signer.signMessage({ message })),
        };
      };
      const forged = await post(await signFor(privateKeyToAccount(generatePrivateKey())));
      expect(forged.status).toBe(400);
      expect(forged.json.error.message).toContain('signatureMismatch');
      const created = await post(await signFor(owner));
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ status: 'active', address: account });
    });

    test('error: an unknown or malformed token is 404 / 400', async () => {
      const unknown = await harness().request('GET', `/v1/sessions/ps_${'A'.repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect((await harness().request('GET', '/v1/sessions/nope')).status).toBe(400);
    });
  },
  { allowedOrigins: ['http://app.example:3000'] },
);
