import { sandboxNameAvatar } from '../seedNames';
import { describeEachDatabase } from '../testing/describeEachDatabase';

describeEachDatabase('GET /v1/profile/account/{name}', (harness) => {
  test('default: the seeded name resolves to anvil account 9 with its avatar', async () => {
    const answer = await harness().request(
      'GET',
      '/v1/profile/account/alice.portico?apiVersion=2&projectId=p',
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      name: 'alice.portico',
      address: harness().chain.accounts[9]?.address.toLowerCase(),
      namespace: 'eip155',
      avatar: sandboxNameAvatar,
    });
  });

  test('behavior: names are case-insensitive, and identity of the address answers the same name', async () => {
    const answer = await harness().request('GET', '/v1/profile/account/Alice.Portico');
    expect(answer.json.name).toBe('alice.portico');
    const identity = await harness().request('GET', `/v1/identity/${harness().chain.accounts[9]?.address}`);
    expect(identity.json).toEqual({ name: 'alice.portico', avatar: sandboxNameAvatar });
  });

  test('error: an unknown name is 404 NOT_FOUND', async () => {
    const answer = await harness().request('GET', '/v1/profile/account/nobody.portico');
    expect(answer).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND' } } });
  });

  test('error: a malformed name or apiVersion is 400 BAD_REQUEST', async () => {
    for (const path of [
      '/v1/profile/account/bad%20name',
      '/v1/profile/account/a..b',
      '/v1/profile/account/alice.portico?apiVersion=9',
    ]) {
      const answer = await harness().request('GET', path);
      expect(answer).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
    }
  });
});
