import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { type StartSolanaChainReturnType, startSolanaChain } from '../../../sandbox/solana/startSolanaChain';
import type { SolanaTestWallet } from '../../../test/adapters/solanaTestWallet';
import { jsonRpc, solanaLamports } from '../../../test/jsonRpc';
import { connectSolanaTestKit } from '../../../test/plugins/connectSolanaTestKit';
import { solanaRentShortfall } from '../../adapters/solana/solanaRentShortfall';
import { solanaRpcFetch } from '../../adapters/solana/solanaRpcFetch';
import { associatedTokenAddress } from '../../adapters/solana/splInstructions';
import { formatUnits } from '../../core/format';
import { solanaLocal } from '../../core/networks/chains/solana';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { createTranslator } from '../../ui/i18n/createTranslator';
import { en } from '../../ui/i18n/en';
import { viewStrings } from '../../ui/i18n/viewStrings.en';
import { loadSendPlugin } from './loadSendPlugin';
import { sendErrorText } from './views/sendErrorText';

// A Solana send the node refuses for rent (InsufficientFundsForRent): an account may hold 0 lamports or
// at least its rent-exempt minimum, nothing in between. Through a real kit, the Solana adapter, the
// send plugin and the sandbox's local chain (litesvm behind JSON-RPC), with a wallet signing with a real
// ed25519 key: the kit reports SolanaInsufficientRentError with whose account and its minimum, the Send
// form keeps what was typed and shows the English text of the i18n table, and nothing is sent.

let chain: StartSolanaChainReturnType;
const kits: AppKit[] = [];

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 });
});

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await chain?.stop();
});

const SENDER = 3;
const state = (kit: AppKit) => kit.store.getState() as RootState;
const lamports = (address: string) => solanaLamports(chain.rpcUrl, address);
const sendCount = () => chain.requests.filter((request) => request.method === 'sendTransaction').length;
/** The node's rent-exempt minimum of an account without data (any wallet account): 890,880 lamports. */
const systemMinimum = async () =>
  BigInt(await jsonRpc<number>(chain.rpcUrl, 'getMinimumBalanceForRentExemption', [0]));

/** A kit with the Solana adapter and a test wallet of sandbox account `index`, connected. */
async function connected(index = SENDER): Promise<{ kit: AppKit; wallet: SolanaTestWallet }> {
  // No blockchain API here: the send list falls back to the native balance read from the chain.
  const connection = await connectSolanaTestKit({
    chain,
    index,
    apiUrl: 'http://127.0.0.1:9',
    onWarn: () => undefined,
  });
  kits.push(connection.kit);
  return connection;
}

/** Fills the Send form with SOL as the views do, reviews it and sends; resolves with the thunk's result. */
async function sendSol(kit: AppKit, amount: string, receiver: string) {
  const send = await loadSendPlugin(kit);
  await kit.adapters.refreshBalance();
  const [native] = await kit.store.dispatch(send.loadSendTokens()).unwrap();
  kit.store.dispatch(send.sendTokenSelected(native!));
  kit.store.dispatch(send.sendAmountChanged(amount));
  await kit.store.dispatch(send.resolveReceiver(receiver)).unwrap();
  await kit.store.dispatch(send.reviewSend()).unwrap();
  return kit.store.dispatch(send.sendTransfer());
}

/** The text the Send form shows for the form's error, through the kit's English tables. */
function shownError(kit: AppKit): string {
  const t = createTranslator({
    localeTables: [],
    englishTables: [en, viewStrings, kit.plugins.strings('en')],
  });
  return sendErrorText(t, state(kit).send!.error!);
}

test('error: SOL to a new account below its minimum — the receiver and the minimum named, the form kept, nothing sent', async () => {
  const { kit } = await connected();
  const to = Keypair.generate().publicKey.toBase58();
  const minimum = await systemMinimum();
  const [sends, senderBefore] = [sendCount(), await lamports(chain.accounts[SENDER]!.address)];
  const result = await sendSol(kit, '0.0001', to);
  const error = {
    name: 'SolanaInsufficientRentError',
    data: {
      account: 'receiver',
      address: to,
      minimumLamports: String(minimum),
      minimum: formatUnits(minimum, 9),
      symbol: 'SOL',
    },
  };
  expect(result.payload).toMatchObject(error);
  expect(state(kit).send).toMatchObject({
    loading: false,
    sendTokenAmount: '0.0001',
    receiverAddress: to,
    error,
  });
  expect(shownError(kit)).toBe(
    'A new Solana account must receive at least 0.00089088 SOL, its minimum balance (rent). Send at least that much. Nothing was sent.',
  );
  // The node refused it in preflight: no signature was settled and no lamport moved.
  expect(sendCount()).toBe(sends + 1);
  expect(await lamports(to)).toBe(0n);
  expect(await lamports(chain.accounts[SENDER]!.address)).toBe(senderBefore);
});

test('behavior: the minimum the text names is enough — the same new account accepts exactly that much', async () => {
  const { kit } = await connected();
  const to = Keypair.generate().publicKey.toBase58();
  const minimum = await systemMinimum();
  const result = await sendSol(kit, formatUnits(minimum, 9), to);
  const { hash } = result.payload as { hash: string };
  expect(await kit.adapters.waitForTransaction(hash)).toEqual({ status: 'success' });
  expect(await lamports(to)).toBe(minimum);
  expect(state(kit).send).toMatchObject({ loading: false, lastHash: hash });
  expect(state(kit).send?.error).toBeUndefined();
});

test("error: a send that would leave the sender's account below its minimum names the sender", async () => {
  const { kit } = await connected();
  const from = chain.accounts[SENDER]!.address;
  const to = chain.accounts[4]!.address;
  const balance = await lamports(from);
  // All but 0.0001 SOL and the 5,000-lamport fee: 100,000 lamports would stay, under the minimum.
  const amount = formatUnits(balance - 5_000n - 100_000n, 9);
  const result = await sendSol(kit, amount, to);
  expect(result.payload).toMatchObject({
    name: 'SolanaInsufficientRentError',
    data: { account: 'sender', address: from, minimum: '0.00089088', symbol: 'SOL' },
  });
  expect(shownError(kit)).toBe(
    'Your account must keep at least 0.00089088 SOL, its minimum balance on Solana (rent). Send less. Nothing was sent.',
  );
  expect(await lamports(from)).toBe(balance);
});

test('error: a wallet without signAndSend — the adapter sends the signed transaction itself and reports the same error', async () => {
  const { kit, wallet } = await connected();
  wallet.behaviour.solana_signAndSendTransaction = 'missing';
  const to = Keypair.generate().publicKey.toBase58();
  const result = await sendSol(kit, '0.0005', to);
  expect(wallet.calls.map((call) => call.method)).toContain('solana_signTransaction');
  expect(result.payload).toMatchObject({
    name: 'SolanaInsufficientRentError',
    data: { account: 'receiver', address: to, minimum: '0.00089088' },
  });
  expect(await lamports(to)).toBe(0n);
});

test("error: PUSD to a new receiver when the sender cannot pay its token account's rent — the rent named, nothing moved", async () => {
  // Sandbox account 0 holds PUSD; it first sends away all but 0.0015 SOL, less than a token account's rent.
  const { kit } = await connected(0);
  const from = chain.accounts[0]!.address;
  const drained = await sendSol(
    kit,
    formatUnits((await lamports(from)) - 5_000n - 1_500_000n, 9),
    chain.accounts[4]!.address,
  );
  await kit.adapters.waitForTransaction((drained.payload as { hash: string }).hash);
  const to = Keypair.generate().publicKey.toBase58();
  const tokenAccount = associatedTokenAddress(to, chain.mint.address).toBase58();
  const rent = BigInt(await jsonRpc<number>(chain.rpcUrl, 'getMinimumBalanceForRentExemption', [165]));
  const send = await loadSendPlugin(kit);
  kit.store.dispatch(
    send.sendTokenSelected({
      address: `${chain.caipNetworkId}:${chain.mint.address}`,
      symbol: 'PUSD',
      name: chain.mint.name,
      decimals: 6,
      balance: '1000',
    }),
  );
  kit.store.dispatch(send.sendAmountChanged('1'));
  await kit.store.dispatch(send.resolveReceiver(to)).unwrap();
  await kit.store.dispatch(send.reviewSend()).unwrap();
  const solBefore = await lamports(from);
  const result = await kit.store.dispatch(send.sendTransfer());
  expect(result.payload).toMatchObject({
    name: 'SolanaInsufficientRentError',
    data: {
      account: 'tokenAccount',
      address: tokenAccount,
      minimumLamports: String(rent),
      minimum: '0.00203928',
    },
  });
  expect(shownError(kit)).toBe(
    'The receiver has no account for this token yet. Opening it costs 0.00203928 SOL (rent), more than your account holds. Add SOL and try again. Nothing was sent.',
  );
  expect(await lamports(from)).toBe(solBefore);
  expect(await lamports(tokenAccount)).toBe(0n);
});

describe('how a real node words it', () => {
  // The sandbox's node gives litesvm's wording; a Solana validator says it as below, in the message and
  // in the JSON-RPC error's data. Both reach the kit through wallets that pass either on.
  const transferTo = (to: string) => {
    const from = new PublicKey(chain.accounts[SENDER]!.address);
    return new Transaction({
      feePayer: from,
      blockhash: '11111111111111111111111111111111',
      lastValidBlockHeight: 1,
    }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(to), lamports: 1_000 }));
  };
  const context = async (to: string) => {
    return {
      transaction: transferTo(to),
      sender: chain.accounts[SENDER]!.address,
      network: solanaLocal,
      connection: new Connection(chain.rpcUrl, { commitment: 'confirmed', fetch: solanaRpcFetch }),
    };
  };

  test.each([
    [
      'the message',
      {
        code: -32002,
        message:
          'Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent',
      },
    ],
    [
      'the data',
      {
        code: -32002,
        message: 'Transaction simulation failed',
        data: { err: { InsufficientFundsForRent: { account_index: 1 } }, logs: [] },
      },
    ],
    [
      'a wallet wrapping the node error as its cause',
      Object.assign(new Error('Unexpected error'), {
        cause: { message: 'Transaction results in an account (1) with insufficient funds for rent' },
      }),
    ],
  ])('behavior: %s names the receiver and its minimum', async (_, nodeError) => {
    const to = Keypair.generate().publicKey.toBase58();
    const error = await solanaRentShortfall(nodeError, await context(to));
    expect(error?.toJSON()).toMatchObject({
      name: 'SolanaInsufficientRentError',
      data: { account: 'receiver', address: to, minimumLamports: String(await systemMinimum()) },
    });
  });

  test('behavior: another refusal is left as it was (undefined: the caller rethrows it)', async () => {
    const refusal = {
      code: -32002,
      message:
        'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
    };
    expect(await solanaRentShortfall(refusal, await context(chain.accounts[4]!.address))).toBeUndefined();
    // A plain SOL transfer over the balance is not rent, though the System program words it alike.
    const overBalance = {
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      logs: [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Transfer: insufficient lamports 5, need 1000',
      ],
    };
    expect(await solanaRentShortfall(overBalance, await context(chain.accounts[4]!.address))).toBeUndefined();
  });
});
