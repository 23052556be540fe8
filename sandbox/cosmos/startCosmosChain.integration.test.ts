import { DirectSecp256k1HdWallet, DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { SigningStargateClient, StargateClient } from '@cosmjs/stargate';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { COSMOS_SANDBOX_CHAIN_ID, cosmosAccountOfKey } from './cosmosSandboxAccounts';
import { COSMOS_SIMULATOR_MIN_FEE } from './createCosmosLedger';
import { type StartCosmosChainReturnType, startCosmosChain } from './startCosmosChain';

// The simulator with the real cosmjs clients: @cosmjs/stargate's SigningStargateClient picks its
// CometBFT 0.38 client from `status`, reads accounts and balances by abci_query, signs direct with a
// real key and follows the transaction through tx_search.

let chain: StartCosmosChainReturnType;
const fee = { amount: [{ denom: 'uatom', amount: String(COSMOS_SIMULATOR_MIN_FEE) }], gas: '200000' };
const clients: StargateClient[] = [];

beforeAll(async () => {
  chain = await startCosmosChain({ port: 0 });
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await chain?.stop();
});

const message = (from: string) => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: {
    fromAddress: from,
    toAddress: chain.accounts[7]!.address,
    amount: [{ denom: 'uatom', amount: '5' }],
  },
});

const signingClient = async (index: number) => {
  const signer = await DirectSecp256k1Wallet.fromKey(chain.accounts[index]!.privateKey, 'cosmos');
  const client = await SigningStargateClient.connectWithSigner(chain.rpcUrl, signer, {
    broadcastPollIntervalMs: 50,
  });
  clients.push(client);
  return client;
};

test('default: the chain id, the seeded accounts from the mnemonic, their funds', async () => {
  expect(chain.caipNetworkId).toBe('cosmos:portico-sandbox-1');
  expect(chain.accounts).toHaveLength(10);
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(chain.mnemonic, { prefix: 'cosmos' });
  const [first] = await wallet.getAccounts();
  expect(first?.address).toBe(chain.accounts[0]!.address);
  const client = await StargateClient.connect(chain.rpcUrl);
  clients.push(client);
  expect(await client.getChainId()).toBe(COSMOS_SANDBOX_CHAIN_ID);
  expect(await client.getBalance(chain.accounts[9]!.address, 'uatom')).toEqual({
    denom: 'uatom',
    amount: '1000000000',
  });
  expect(await client.getAllBalances(chain.accounts[9]!.address)).toEqual([
    { denom: 'uatom', amount: '1000000000' },
  ]);
  expect(await client.getAccount(chain.accounts[9]!.address)).toMatchObject({
    accountNumber: 9n,
    sequence: 0,
  });
  expect(await client.getAccount('cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a')).toBeNull();
});

test('behavior: sendTokens with a memo is delivered (code 0); balances move by amount and fee; tx and tx_search find it', async () => {
  const client = await signingClient(1);
  const [from, to] = [chain.accounts[1]!.address, chain.accounts[2]!.address];
  const result = await client.sendTokens(
    from,
    to,
    [{ denom: 'uatom', amount: '1234567' }],
    fee,
    'invoice 42',
  );
  expect(result.code).toBe(0);
  expect(await client.getBalance(to, 'uatom')).toEqual({
    denom: 'uatom',
    amount: String(1_000_000_000 + 1234567),
  });
  expect(await client.getBalance(from, 'uatom')).toEqual({
    denom: 'uatom',
    amount: String(1_000_000_000 - 1234567 - Number(COSMOS_SIMULATOR_MIN_FEE)),
  });
  const found = await client.getTx(result.transactionHash);
  expect(found).toMatchObject({ code: 0, height: result.height });
  expect(await client.searchTx(`transfer.recipient='${to}'`)).toHaveLength(1);
  expect(await client.getSequence(from)).toMatchObject({ sequence: 1 });
  // The account now has its public key on chain.
  expect((await client.getAccount(from))?.pubkey).toMatchObject({ type: 'tendermint/PubKeySecp256k1' });
});

test('error: a send over the balance fails in the block with code 5: the fee is taken, nothing else moves', async () => {
  const client = await signingClient(3);
  const [from, to] = [chain.accounts[3]!.address, chain.accounts[4]!.address];
  const result = await client.sendTokens(from, to, [{ denom: 'uatom', amount: '2000000000' }], fee);
  expect(result.code).toBe(5);
  expect(result.rawLog).toContain('insufficient funds');
  expect((await client.getBalance(to, 'uatom')).amount).toBe('1000000000');
  expect((await client.getBalance(from, 'uatom')).amount).toBe(String(1_000_000_000 - 5000));
});

test('error: CheckTx refusals: a fee the sender cannot pay (5), a tampered signature (4), a replayed sequence (32), a too-small fee (13)', async () => {
  const poor = await cosmosAccountOfKey(new Uint8Array(32).fill(7));
  const funder = await signingClient(5);
  await funder.sendTokens(chain.accounts[5]!.address, poor.address, [{ denom: 'uatom', amount: '100' }], fee);
  const poorClient = await SigningStargateClient.connectWithSigner(
    chain.rpcUrl,
    await DirectSecp256k1Wallet.fromKey(poor.privateKey, 'cosmos'),
  );
  clients.push(poorClient);
  await expect(
    poorClient.sendTokens(poor.address, chain.accounts[0]!.address, [{ denom: 'uatom', amount: '1' }], fee),
  ).rejects.toThrow(/code 5/);

  const client = await signingClient(6);
  const from = chain.accounts[6]!.address;
  const send = (memo: string) => client.sign(from, [message(from)], fee, memo);
  const signed = await send('a');
  const tampered = TxRaw.fromPartial({
    ...signed,
    signatures: [signed.signatures[0]!.map((b, i) => (i === 5 ? b ^ 1 : b))],
  });
  await expect(client.broadcastTxSync(TxRaw.encode(tampered).finish())).rejects.toThrow(/code 4/);
  await expect(client.broadcastTxSync(TxRaw.encode(signed).finish())).resolves.toMatch(/^[0-9A-F]{64}$/);
  await expect(client.broadcastTxSync(TxRaw.encode(await send('b')).finish())).resolves.toMatch(
    /^[0-9A-F]{64}$/,
  );
  const replay = await client.sign(from, [message(from)], fee, '', {
    accountNumber: 6n,
    sequence: 0,
    chainId: COSMOS_SANDBOX_CHAIN_ID,
  });
  await expect(client.broadcastTxSync(TxRaw.encode(replay).finish())).rejects.toThrow(/code 32/);
  const cheap = await client.sign(
    from,
    [message(from)],
    { ...fee, amount: [{ denom: 'uatom', amount: '1' }] },
    '',
  );
  await expect(client.broadcastTxSync(TxRaw.encode(cheap).finish())).rejects.toThrow(/code 13/);
  expect(await client.getSequence(from)).toMatchObject({ sequence: 2 });
});

test('error: two transactions of one sequence broadcast at once: the first is taken, the second refused (32)', async () => {
  const client = await signingClient(8);
  const from = chain.accounts[8]!.address;
  const signerData = { accountNumber: 8n, sequence: 0, chainId: COSMOS_SANDBOX_CHAIN_ID };
  const [first, second] = await Promise.all(
    ['one', 'two'].map(async (memo) =>
      TxRaw.encode(await client.sign(from, [message(from)], fee, memo, signerData)).finish(),
    ),
  );
  // Handed to the ledger in the same tick (over HTTP they may arrive as close together).
  const results = await Promise.all([chain.ledger.broadcast(first!), chain.ledger.broadcast(second!)]);
  expect(results.map((r) => r.check.code)).toEqual([0, 32]);
  expect(await client.getSequence(from)).toMatchObject({ sequence: 1 });
});
