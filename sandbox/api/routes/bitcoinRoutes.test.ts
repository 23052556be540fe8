import { describeEachDatabase } from '../testing/describeEachDatabase';

// GET /v1/bitcoin/utxos/{address} and the balance route's bip122 branch on an API that indexes no
// Bitcoin chain: every request is refused or empty, never a 500. The answers from a real node are
// in sandbox/api/indexer/bitcoin/bitcoinIndexer.integration.test.ts.

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
// BIP-173's regtest P2WPKH vector.
const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

describeEachDatabase('Bitcoin routes without a Bitcoin chain', (harness) => {
  const utxos = (path: string) => harness().request('GET', `/v1/bitcoin/utxos/${path}`);

  test('error: a chain the API does not index is UNSUPPORTED_CHAIN, in both routes', async () => {
    const expected = {
      status: 400,
      json: { error: { code: 'UNSUPPORTED_CHAIN', message: `Unsupported chain: ${regtest}` } },
    };
    expect(await utxos(`${address}?chainId=${regtest}`)).toMatchObject(expected);
    expect(await harness().request('GET', `/v1/account/${address}/balance?chainId=${regtest}`)).toMatchObject(
      expected,
    );
  });

  test('error: a malformed address, a missing or non-bip122 chainId are 400 BAD_REQUEST', async () => {
    const bad = await utxos(`bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt081?chainId=${regtest}`);
    expect(bad).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
    expect(bad.json.error.message).toMatch(/^params\.address: Invalid address/);
    const missing = await utxos(address);
    expect(missing).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST' } } });
    expect(missing.json.error.message).toMatch(/^query\.chainId/);
    const evm = await utxos(`${address}?chainId=eip155:31337`);
    expect(evm.status).toBe(400);
    expect(evm.json.error.message).toContain('must be a bip122 chain');
  });

  test('behavior: a Bitcoin address without a chainId has no balance entries (no chain of its family)', async () => {
    const answer = await harness().request('GET', `/v1/account/${address}/balance?currency=usd`);
    expect(answer).toMatchObject({ status: 200, json: { balances: [] } });
  });
});
