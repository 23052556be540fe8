import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Keypair } from '@solana/web3.js';
import { createSolanaReader } from '../../../sandbox/api/chain/createSolanaReader';
import { type StartSolanaChainReturnType, startSolanaChain } from '../../../sandbox/solana/startSolanaChain';
import type { SolanaTestWallet } from '../../../test/adapters/solanaTestWallet';
import { jsonRpc, solanaLamports } from '../../../test/jsonRpc';
import { connectSolanaTestKit } from '../../../test/plugins/connectSolanaTestKit';
import { expectSendSucceeded } from '../../../test/plugins/expectSendSucceeded';
import { associatedTokenAddress } from '../../adapters/solana/splInstructions';
import { parseUnits } from '../../core/format';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { loadSendPlugin } from './loadSendPlugin';
import { NATIVE_TOKEN, type SendToken } from './sendTypes';

// Issue 15 item 5: the Send plugin on Solana, headless, through a real kit, the Solana adapter and the
// sandbox's local chain (litesvm behind JSON-RPC). The wallet signs with a real ed25519 key (sandbox
// account 2, which holds SOL and PUSD); balances come from the chain through the sandbox API's own
// Solana reader behind a minimal HTTP route. Nothing of the kit, adapter or chain is mocked.

let chain: StartSolanaChainReturnType;
let api: Server;
let apiUrl: string;
const kits: AppKit[] = [];

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 });
  const reader = createSolanaReader({
    caipNetworkId: chain.caipNetworkId,
    rpcUrl: chain.rpcUrl,
    tokens: [{ mint: chain.mint.address, name: chain.mint.name, symbol: chain.mint.symbol, price: 1 }],
  });
  api = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const owner = /^\/v1\/account\/([^/]+)\/balance/.exec(req.url ?? '')?.[1];
    if (!owner) {
      res.statusCode = 404;
      res.end('{}');
      return;
    }
    reader.balances(owner, apiUrl).then(
      (balances) => res.end(JSON.stringify({ balances })),
      () => {
        res.statusCode = 500;
        res.end('{}');
      },
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await new Promise((resolve) => api?.close(resolve));
  await chain?.stop();
});

const SENDER = 2;
const state = (kit: AppKit) => kit.store.getState() as RootState;
const sendCount = () => chain.requests.filter((request) => request.method === 'sendTransaction').length;

const rpc = <T>(method: string, params: unknown[]) => jsonRpc<T>(chain.rpcUrl, method, params);
const lamports = (address: string) => solanaLamports(chain.rpcUrl, address);
/** Base units of PUSD in the owner's associated token account; undefined when it has none. */
const pusd = async (owner: string): Promise<bigint | undefined> => {
  const ata = associatedTokenAddress(owner, chain.mint.address).toBase58();
  const { value } = await rpc<{ value: { data: [string, string] } | null }>('getAccountInfo', [
    ata,
    { encoding: 'base64' },
  ]);
  if (!value) return undefined;
  // SPL token account layout: mint (32), owner (32), amount (u64 little-endian).
  return Buffer.from(value.data[0], 'base64').readBigUInt64LE(64);
};

/** A kit with the Solana adapter and the test wallet of sandbox account `index`, connected. */
async function connected(index = SENDER): Promise<{ kit: AppKit; wallet: SolanaTestWallet }> {
  const connection = await connectSolanaTestKit({ chain, index, apiUrl });
  kits.push(connection.kit);
  return connection;
}

/** Fills the form as the views do (token from the list, amount, receiver), then reviews it. */
async function fill(kit: AppKit, symbol: 'SOL' | 'PUSD', amount: string, receiver: string) {
  const send = await loadSendPlugin(kit);
  const tokens = await kit.store.dispatch(send.loadSendTokens()).unwrap();
  const token = tokens.find((item) => item.symbol === symbol);
  if (!token) throw new Error(`${symbol} is not in the send list: ${JSON.stringify(tokens)}`);
  kit.store.dispatch(send.sendTokenSelected(token));
  kit.store.dispatch(send.sendAmountChanged(amount));
  await kit.store.dispatch(send.resolveReceiver(receiver)).unwrap();
  await kit.store.dispatch(send.reviewSend()).unwrap();
  return send;
}

test('default: the send list holds SOL (native) and PUSD (its mint as a CAIP-10 address, 6 decimals)', async () => {
  const { kit } = await connected();
  const send = await loadSendPlugin(kit);
  const tokens = await kit.store.dispatch(send.loadSendTokens()).unwrap();
  expect(tokens).toEqual<SendToken[]>([
    expect.objectContaining({ address: NATIVE_TOKEN, symbol: 'SOL', decimals: 9, balance: '1000' }),
    expect.objectContaining({
      address: `${chain.caipNetworkId}:${chain.mint.address}`,
      symbol: 'PUSD',
      decimals: 6,
      balance: '1000',
    }),
  ]);
});

test('behavior: SOL send — the receiver gets exactly the amount, the sender pays amount + the fee shown, confirmed, then Account', async () => {
  const { kit } = await connected();
  const from = chain.accounts[SENDER]!.address;
  const to = chain.accounts[5]!.address;
  kit.open({ view: 'Account' });
  const send = await fill(kit, 'SOL', '1.5', to);
  const fee = state(kit).send!.fee!;
  // getFeeForMessage of this very transfer: one signature, 5,000 lamports on the sandbox chain.
  expect(fee).toEqual({ gas: '5000', gasPrice: '1', fee: '5000', symbol: 'SOL', decimals: 9 });
  expect(state(kit).modal.history.at(-1)?.view).toBe('WalletSendPreview');
  const [senderBefore, receiverBefore] = await Promise.all([lamports(from), lamports(to)]);
  const { hash, kind } = await kit.store.dispatch(send.sendTransfer()).unwrap();
  expect(kind).toBe('native');
  expect(await kit.adapters.waitForTransaction(hash)).toEqual({ status: 'success' });
  expect((await lamports(to)) - receiverBefore).toBe(parseUnits('1.5', 9));
  expect(senderBefore - (await lamports(from))).toBe(parseUnits('1.5', 9) + BigInt(fee.fee));
  expectSendSucceeded(state(kit), hash);
  // SPEC §2: unlike the EVM native flow, the Solana flow goes to Account.
  expect(state(kit).modal).toMatchObject({ open: true });
  expect(state(kit).modal.history.at(-1)?.view).toBe('Account');
});

test("behavior: PUSD to an account without a token account — TransferChecked creates the receiver's associated account; the sender pays the fee and its rent", async () => {
  const { kit } = await connected();
  const from = chain.accounts[SENDER]!.address;
  const to = Keypair.generate().publicKey.toBase58();
  expect(await pusd(to)).toBeUndefined();
  const send = await fill(kit, 'PUSD', '12.5', to);
  const fee = BigInt(state(kit).send!.fee!.fee);
  expect(fee).toBe(5000n);
  const rent = BigInt(await rpc<number>('getMinimumBalanceForRentExemption', [165]));
  const [solBefore, pusdBefore] = await Promise.all([lamports(from), pusd(from)]);
  const { hash, kind } = await kit.store.dispatch(send.sendTransfer()).unwrap();
  expect(kind).toBe('token');
  expect(await kit.adapters.waitForTransaction(hash)).toEqual({ status: 'success' });
  expect(await pusd(to)).toBe(12_500_000n);
  expect(pusdBefore! - (await pusd(from))!).toBe(12_500_000n);
  expect(solBefore - (await lamports(from))).toBe(fee + rent);
});

test('behavior: PUSD to an account that has its token account — only the transfer, the sender pays the fee alone', async () => {
  const { kit } = await connected();
  const from = chain.accounts[SENDER]!.address;
  const to = chain.accounts[1]!.address;
  const send = await fill(kit, 'PUSD', '2.25', to);
  const fee = BigInt(state(kit).send!.fee!.fee);
  const [solBefore, pusdBefore, receiverBefore] = await Promise.all([lamports(from), pusd(from), pusd(to)]);
  const { hash } = await kit.store.dispatch(send.sendTransfer()).unwrap();
  expect(await kit.adapters.waitForTransaction(hash)).toEqual({ status: 'success' });
  expect((await pusd(to))! - receiverBefore!).toBe(2_250_000n);
  expect(pusdBefore! - (await pusd(from))!).toBe(2_250_000n);
  expect(solBefore - (await lamports(from))).toBe(fee);
});

test('error: a rejection (4001) in the wallet keeps the form filled, says Signature declined, and sends nothing', async () => {
  const { kit, wallet } = await connected();
  const to = chain.accounts[6]!.address;
  const send = await fill(kit, 'SOL', '0.5', to);
  const filled = state(kit).send!;
  wallet.behaviour.solana_signAndSendTransaction = 'reject';
  const [sends, before] = [sendCount(), await lamports(to)];
  const result = await kit.store.dispatch(send.sendTransfer());
  expect(result.payload).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
  expect(wallet.calls.map((call) => call.method)).toContain('solana_signAndSendTransaction');
  expect(state(kit).send).toMatchObject({
    loading: false,
    token: filled.token,
    sendTokenAmount: '0.5',
    receiverAddress: to,
    error: { name: 'UserRejectedRequestError' },
  });
  expect(state(kit).notifications).toMatchObject({ variant: 'error', message: 'Signature declined' });
  expect(sendCount()).toBe(sends);
  expect(await lamports(to)).toBe(before);
});

test.each([
  ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7'],
  ['23 base58 characters, under the 32 of the rule', '9XaGLn6QNmEA7BFdPCXGwqu'],
  ['a character outside base58 (0)', '0XaGLn6QNmEA7BFdPCXGwqubyymq9V3qf385JhWCSFSr'],
])(
  'error: a malformed receiver (%s) gives the SPEC address error and nothing reaches the wallet',
  async (_, receiver) => {
    const { kit, wallet } = await connected();
    const send = await loadSendPlugin(kit);
    const [native] = await kit.store.dispatch(send.loadSendTokens()).unwrap();
    kit.store.dispatch(send.sendTokenSelected(native!));
    kit.store.dispatch(send.sendAmountChanged('0.5'));
    const sends = sendCount();
    const resolved = await kit.store.dispatch(send.resolveReceiver(receiver));
    expect(resolved.payload).toMatchObject({ name: 'SendReceiverInvalidError' });
    expect(state(kit).send?.error).toMatchObject({ name: 'SendReceiverInvalidError' });
    expect(state(kit).send?.receiverAddress).toBeUndefined();
    const sent = await kit.store.dispatch(send.sendTransfer());
    expect(sent.payload).toMatchObject({ name: 'SendAmountAndReceiverRequiredError' });
    expect(wallet.calls.map((call) => call.method)).not.toContain('solana_signAndSendTransaction');
    expect(sendCount()).toBe(sends);
  },
);
