import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';
import WebSocket from 'ws';
import { solanaRpcFetch } from '../../src/adapters/solana/solanaRpcFetch';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  transferCheckedInstruction,
} from '../../src/adapters/solana/splInstructions';
import { closeSolanaConnection } from './closeSolanaConnection';
import { associatedTokenAddress } from './seedSolanaChain';
import { SOLANA_SANDBOX_REFERENCE } from './solanaSandboxAccounts';
import { splTransferInstruction } from './splTransferInstruction';
import { type StartSolanaChainReturnType, startSolanaChain } from './startSolanaChain';

let chain: StartSolanaChainReturnType;
let connection: Connection;

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 });
  connection = new Connection(chain.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: chain.wsUrl,
    fetch: solanaRpcFetch,
  });
});

afterAll(async () => {
  closeSolanaConnection(connection);
  await chain?.stop();
});

const tokenAmount = async (owner: string) => {
  const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
    mint: new PublicKey(chain.mint.address),
  });
  return value[0]?.account.data.parsed.info.tokenAmount.amount as string | undefined;
};

test('default', async () => {
  expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`);
  expect(chain.wsUrl).toBe(`ws://127.0.0.1:${chain.port}`);
  expect(chain.caipNetworkId).toBe(`solana:${SOLANA_SANDBOX_REFERENCE}`);
  expect((await connection.getGenesisHash()).slice(0, 32)).toBe(SOLANA_SANDBOX_REFERENCE);
  expect(chain.accounts).toHaveLength(10);
  // Keys are derived from fixed seeds: the same on every start (docs/sandbox.md lists them).
  expect(chain.accounts[0]?.address).toBe('GhGV7h84iSsxBmRo3wAitj84C8DQYkyXvuQ1ZHZHrgTd');
  expect(await connection.getBalance(new PublicKey(chain.accounts[9]!.address))).toBe(
    1000 * LAMPORTS_PER_SOL,
  );
  expect(chain.mint).toMatchObject({ symbol: 'PUSD', decimals: 6 });
  expect(await tokenAmount(chain.accounts[1]!.address)).toBe('1000000000');
  expect(await tokenAmount(chain.accounts[5]!.address)).toBeUndefined();
  expect(chain.tokenAccounts[chain.accounts[1]!.address]).toBe(
    associatedTokenAddress(chain.accounts[1]!.address, chain.mint.address),
  );
});

test('behavior: a SOL transfer is sent and confirmed through the websocket; balances move by amount and fee', async () => {
  const [, from, to] = chain.accounts;
  const before = await connection.getBalance(to!.keypair.publicKey);
  const fromBefore = await connection.getBalance(from!.keypair.publicKey);
  const tx = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: from!.keypair.publicKey,
      toPubkey: to!.keypair.publicKey,
      lamports: 12_345,
    }),
  );
  const signature = await sendAndConfirmTransaction(connection, tx, [from!.keypair]);
  expect(await connection.getBalance(to!.keypair.publicKey)).toBe(before + 12_345);
  expect(await connection.getBalance(from!.keypair.publicKey)).toBe(fromBefore - 12_345 - 5000);
  expect((await connection.getSignatureStatus(signature)).value).toMatchObject({
    err: null,
    confirmationStatus: 'finalized',
  });
  const history = await connection.getSignaturesForAddress(to!.keypair.publicKey);
  expect(history[0]?.signature).toBe(signature);
  // The same transfer again is a second transaction (fresh blockhash), not a duplicate.
  const again = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: from!.keypair.publicKey,
      toPubkey: to!.keypair.publicKey,
      lamports: 12_345,
    }),
  );
  await sendAndConfirmTransaction(connection, again, [from!.keypair]);
  expect(await connection.getBalance(to!.keypair.publicKey)).toBe(before + 2 * 12_345);
});

test('behavior: an SPL transfer moves PUSD between token accounts', async () => {
  const [, from, to] = chain.accounts;
  const source = chain.tokenAccounts[from!.address]!;
  const destination = chain.tokenAccounts[to!.address]!;
  const tx = new Transaction().add(splTransferInstruction(source, destination, from!.address, 2_500_000n));
  await sendAndConfirmTransaction(connection, tx, [from!.keypair]);
  expect(await tokenAmount(from!.address)).toBe('997500000');
  expect(await tokenAmount(to!.address)).toBe('1002500000');
  const balance = await connection.getTokenAccountBalance(new PublicKey(destination));
  expect(balance.value).toMatchObject({ decimals: 6, uiAmountString: '1002.5' });
});

test('behavior: getTransaction (jsonParsed) names the parties and amounts of SOL and SPL transfers, as web3.js parses them', async () => {
  const [, , , from] = chain.accounts;
  const to = chain.accounts[9]!.address;
  const sol = await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: from!.keypair.publicKey,
        toPubkey: new PublicKey(to),
        lamports: 7_000,
      }),
    ),
    [from!.keypair],
  );
  const parsedSol = await connection.getParsedTransaction(sol, { maxSupportedTransactionVersion: 0 });
  expect(parsedSol?.blockTime).toBeGreaterThan(Date.now() / 1000 - 60);
  expect(parsedSol?.meta).toMatchObject({ err: null, fee: 5000 });
  expect(parsedSol?.transaction.message.instructions).toEqual([
    expect.objectContaining({
      program: 'system',
      parsed: { type: 'transfer', info: { source: from!.address, destination: to, lamports: 7_000 } },
    }),
  ]);
  // The kit's token send: the receiver's associated account created in the same transaction, then TransferChecked.
  const destination = associatedTokenAddress(to, chain.mint.address);
  const spl = await sendAndConfirmTransaction(
    connection,
    new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(from!.address, to, chain.mint.address),
      transferCheckedInstruction({
        source: new PublicKey(chain.tokenAccounts[from!.address]!),
        mint: chain.mint.address,
        destination: new PublicKey(destination),
        owner: from!.address,
        amount: 1_500_000n,
        decimals: 6,
      }),
    ),
    [from!.keypair],
  );
  const parsedSpl = await connection.getParsedTransaction(spl, { maxSupportedTransactionVersion: 0 });
  const instructions = parsedSpl?.transaction.message.instructions ?? [];
  expect(instructions[0]).not.toHaveProperty('parsed');
  expect(instructions[1]).toMatchObject({
    program: 'spl-token',
    parsed: {
      type: 'transferChecked',
      info: {
        source: chain.tokenAccounts[from!.address],
        destination,
        mint: chain.mint.address,
        authority: from!.address,
        tokenAmount: { amount: '1500000', decimals: 6, uiAmountString: '1.5' },
      },
    },
  });
  // Who owns each token account comes from the token balances (an instruction names accounts only).
  const keys = parsedSpl?.transaction.message.accountKeys.map((key) => key.pubkey.toBase58()) ?? [];
  const owners = Object.fromEntries(
    (parsedSpl?.meta?.postTokenBalances ?? []).map((b) => [keys[b.accountIndex], b.owner]),
  );
  expect(owners).toEqual({ [chain.tokenAccounts[from!.address]!]: from!.address, [destination]: to });
  expect(parsedSpl?.meta?.preTokenBalances?.map((b) => keys[b.accountIndex])).toEqual([
    chain.tokenAccounts[from!.address],
  ]);
  // The receiver's own signature list has the token transfer (its address is in the create instruction).
  expect((await connection.getSignaturesForAddress(new PublicKey(destination)))[0]?.signature).toBe(spl);
});

test("behavior: the seeded PUSD accounts sit at the holders' associated token addresses, whose program runs here", async () => {
  // The Associated Token Account program's published id: wallets and the kit derive addresses with it.
  const program = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL');
  const owner = chain.accounts[0]!.address;
  const [expected] = PublicKey.findProgramAddressSync(
    [
      new PublicKey(owner).toBytes(),
      new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA').toBytes(),
      new PublicKey(chain.mint.address).toBytes(),
    ],
    program,
  );
  expect(chain.tokenAccounts[owner]).toBe(expected.toBase58());
  expect((await connection.getAccountInfo(program))?.executable).toBe(true);
});

test('behavior: send options reach the chain; minContextSlot ahead of the chain is refused', async () => {
  const [, , , from, to] = chain.accounts;
  const tx = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: from!.keypair.publicKey,
      toPubkey: to!.keypair.publicKey,
      lamports: 1,
    }),
  );
  const slot = await connection.getSlot();
  await sendAndConfirmTransaction(connection, tx, [from!.keypair], {
    skipPreflight: true,
    preflightCommitment: 'processed',
    maxRetries: 2,
    minContextSlot: slot,
  });
  const sent = chain.requests.filter((request) => request.method === 'sendTransaction').at(-1);
  expect(sent?.params[1]).toMatchObject({
    skipPreflight: true,
    preflightCommitment: 'processed',
    maxRetries: 2,
    minContextSlot: slot,
  });
  const late = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: from!.keypair.publicKey,
      toPubkey: to!.keypair.publicKey,
      lamports: 2,
    }),
  );
  await expect(
    sendAndConfirmTransaction(connection, late, [from!.keypair], { minContextSlot: slot + 1000 }),
  ).rejects.toThrow(/Minimum context slot has not been reached/);
});

test('error: a transfer beyond the balance fails preflight and changes nothing', async () => {
  const [, , , , , poor, to] = chain.accounts;
  const before = await connection.getBalance(poor!.keypair.publicKey);
  const tx = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: poor!.keypair.publicKey,
      toPubkey: to!.keypair.publicKey,
      lamports: before * 2,
    }),
  );
  await expect(sendAndConfirmTransaction(connection, tx, [poor!.keypair])).rejects.toThrow(
    /Transaction simulation failed/,
  );
  expect(await connection.getBalance(poor!.keypair.publicKey)).toBe(before);
});

test('error: unknown methods and malformed requests get JSON-RPC errors', async () => {
  const post = async (body: string) =>
    (
      await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    ).json();
  expect(await post('{"jsonrpc":"2.0","id":1,"method":"nope"}')).toMatchObject({
    id: 1,
    error: { code: -32601 },
  });
  expect(await post('not json')).toMatchObject({ error: { code: -32700 } });
  expect(await post('{"jsonrpc":"2.0","id":2,"method":"getBalance","params":["0xabc"]}')).toMatchObject({
    id: 2,
    error: { code: -32602 },
  });
  expect(
    await post(
      '{"jsonrpc":"2.0","id":3,"method":"sendTransaction","params":["AA==",{"preflightCommitment":"soon"}]}',
    ),
  ).toMatchObject({ id: 3, error: { code: -32602 } });
});

test('behavior: signatureSubscribe on an already settled signature notifies at once', async () => {
  const signature = await connection.requestAirdrop(chain.accounts[7]!.keypair.publicKey, 1000);
  const socket = new WebSocket(chain.wsUrl);
  const messages: unknown[] = [];
  await new Promise((resolve) => socket.once('open', resolve));
  const two = new Promise<void>((resolve) =>
    socket.on('message', (raw) => {
      messages.push(JSON.parse(String(raw)));
      if (messages.length === 2) resolve();
    }),
  );
  socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [signature] }));
  await two;
  socket.close();
  expect(messages[0]).toMatchObject({ id: 1, result: expect.any(Number) });
  expect(messages[1]).toMatchObject({
    method: 'signatureNotification',
    params: { result: { value: { err: null } } },
  });
});
