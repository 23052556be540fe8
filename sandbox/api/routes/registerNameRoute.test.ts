import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describeEachDatabase } from '../testing/describeEachDatabase';

// Registrations are signed by fresh keys (viem's local accounts): the API verifies the EIP-191
// signature itself, so no wallet or chain is needed to produce one.

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function signedRegistration(name: string, options: { timestamp?: number; key?: `0x${string}` } = {}) {
  const account = privateKeyToAccount(options.key ?? generatePrivateKey());
  const message = JSON.stringify({ name, attributes: {}, timestamp: options.timestamp ?? nowSeconds() });
  const signature = await account.signMessage({ message });
  return { coin_type: 60, address: account.address, message, signature };
}

describeEachDatabase('POST /v1/profile/account', (harness) => {
  test('default: a verified registration is stored; the name resolves, reverses and is the identity', async () => {
    const body = await signedRegistration('bob-1.portico');
    const answer = await harness().request('POST', '/v1/profile/account?projectId=p', body);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ name: 'bob-1.portico', address: body.address.toLowerCase() });
    const lookup = await harness().request('GET', '/v1/profile/account/bob-1.portico?apiVersion=2');
    expect(lookup.json.address).toBe(body.address.toLowerCase());
    const reverse = await harness().request('GET', `/v1/profile/reverse/${body.address}?apiVersion=2`);
    expect(reverse.json.map((n: { name: string }) => n.name)).toEqual(['bob-1.portico']);
    const identity = await harness().request('GET', `/v1/identity/${body.address}`);
    expect(identity.json.name).toBe('bob-1.portico');
  });

  test('error: a forged signature (signed by another key) is 401 UNAUTHORIZED and nothing is stored', async () => {
    const body = await signedRegistration('forged.portico');
    const other = privateKeyToAccount(generatePrivateKey());
    const answer = await harness().request('POST', '/v1/profile/account', {
      ...body,
      address: other.address,
    });
    expect(answer).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHORIZED' } } });
    const lookup = await harness().request('GET', '/v1/profile/account/forged.portico');
    expect(lookup.status).toBe(404);
  });

  test('error: a message changed after signing is 401 UNAUTHORIZED', async () => {
    const body = await signedRegistration('honest.portico');
    const message = body.message.replace('honest', 'stolen');
    const answer = await harness().request('POST', '/v1/profile/account', { ...body, message });
    expect(answer).toMatchObject({ status: 401, json: { error: { code: 'UNAUTHORIZED' } } });
  });

  test('error: a taken name is 409 CONFLICT with a short message; the first owner keeps it', async () => {
    const first = await signedRegistration('taken.portico');
    expect((await harness().request('POST', '/v1/profile/account', first)).status).toBe(200);
    const second = await signedRegistration('Taken.portico');
    const answer = await harness().request('POST', '/v1/profile/account', second);
    expect(answer).toMatchObject({
      status: 409,
      json: { error: { code: 'CONFLICT', message: 'Name taken.portico is taken' } },
    });
    const lookup = await harness().request('GET', '/v1/profile/account/taken.portico');
    expect(lookup.json.address).toBe(first.address.toLowerCase());
  });

  test('error: a name breaking the SPEC rule (short, other characters, other zone) is 400 BAD_REQUEST', async () => {
    for (const name of ['abc.portico', 'bad_name.portico', 'good-name.eth', 'good-name']) {
      const answer = await harness().request('POST', '/v1/profile/account', await signedRegistration(name));
      expect(answer).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
    }
  });

  test('error: a timestamp too old or in the future is 400 BAD_REQUEST', async () => {
    for (const timestamp of [nowSeconds() - 3600, nowSeconds() + 3600]) {
      const body = await signedRegistration('timely.portico', { timestamp });
      const answer = await harness().request('POST', '/v1/profile/account', body);
      expect(answer).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
    }
  });

  test('error: a non-EVM coin type is 400 UNSUPPORTED_CHAIN; a message that is not JSON is 400', async () => {
    const body = await signedRegistration('solana.portico');
    const solana = await harness().request('POST', '/v1/profile/account', { ...body, coin_type: 501 });
    expect(solana).toMatchObject({ status: 400, json: { error: { code: 'UNSUPPORTED_CHAIN' } } });
    const text = await harness().request('POST', '/v1/profile/account', { ...body, message: 'hello' });
    expect(text).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
  });
});

describeEachDatabase('GET /v1/profile/reverse and /v1/profile/suggestions', (harness) => {
  test('default: reverse lists the names of an address; an address without names is []', async () => {
    const alice = harness().chain.accounts[9]?.address ?? '';
    const answer = await harness().request('GET', `/v1/profile/reverse/${alice}?apiVersion=2&sender=x`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([expect.objectContaining({ name: 'alice.portico', namespace: 'eip155' })]);
    const none = await harness().request('GET', `/v1/profile/reverse/${'0x'.padEnd(42, '1')}`);
    expect(none.json).toEqual([]);
  });

  test('behavior: suggestions start with the free name itself, then variants; taken ones are left out', async () => {
    const free = await harness().request('GET', '/v1/profile/suggestions/carol?zone=portico');
    expect(free.status).toBe(200);
    const names = free.json.suggestions.map((s: { name: string }) => s.name);
    expect(names[0]).toBe('carol.portico');
    expect(names.length).toBeGreaterThan(2);
    const taken = await harness().request('GET', '/v1/profile/suggestions/alice?zone=portico');
    const takenNames = taken.json.suggestions.map((s: { name: string }) => s.name);
    expect(takenNames).not.toContain('alice.portico');
    expect(takenNames).toContain('alice1.portico');
  });

  test('error: another zone or a malformed address is 400 BAD_REQUEST', async () => {
    const zone = await harness().request('GET', '/v1/profile/suggestions/carol?zone=eth');
    expect(zone.status).toBe(400);
    const address = await harness().request('GET', '/v1/profile/reverse/0x123');
    expect(address.status).toBe(400);
  });
});
