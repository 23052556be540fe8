import { ed25519 } from '@noble/curves/ed25519.js';
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { type StartSolanaChainReturnType, startSolanaChain } from '../../../sandbox/solana/startSolanaChain';
import { createStandardTestWallet } from '../../../test/adapters/solanaStandardTestWallet';
import { decodeBase58 } from '../../core/base58';
import { solanaDevnet, solanaLocal } from '../../core/networks/chains/solana';
import { createSolanaAdapterImpl, type SolanaAdapter } from './createSolanaAdapter';
import { solanaRpcFetch } from './solanaRpcFetch';
import { walletStandardChain, walletStandardProvider } from './walletStandardProvider';

// A Wallet Standard wallet (real ed25519 key, sending to the local chain) through the wrapper and the
// adapter: what a Phantom-like extension goes through once discovered.

let chain: StartSolanaChainReturnType;
let adapter: SolanaAdapter;

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 });
  adapter = createSolanaAdapterImpl({
    networks: [solanaLocal, solanaDevnet],
    customRpcUrls: { [solanaLocal.caipNetworkId]: [chain.rpcUrl] },
    projectId: '',
    rpcServiceUrl: '',
  });
});
afterAll(() => chain?.stop());

const setup = (index: number) => {
  const wallet = createStandardTestWallet(chain.accounts[index]!.keypair, chain.rpcUrl);
  const provider = walletStandardProvider(wallet, { chain: () => walletStandardChain(solanaLocal) });
  return { wallet, provider, address: chain.accounts[index]!.address };
};

test('default: connect, sign a message that verifies, send SOL with the SPEC options on the chosen chain', async () => {
  const { wallet, provider, address } = setup(1);
  expect(await adapter.reconnect({ provider }).catch((e: Error) => e.message)).toBe(
    'No ActiveCaipAddress found',
  );
  expect(await adapter.connect({ provider })).toEqual({ accounts: [address], chainId: solanaLocal.id });
  const signature = await adapter.signMessage({ provider, address, message: 'standard' });
  expect(
    ed25519.verify(
      decodeBase58(signature)!,
      new TextEncoder().encode('standard'),
      new PublicKey(address).toBytes(),
    ),
  ).toBe(true);

  const to = chain.accounts[9]!.address;
  const before = await adapter.getBalance({ network: solanaLocal, address: to });
  const sent = await adapter.sendTransaction({
    provider,
    network: solanaLocal,
    request: { from: address, to, value: 2_000_000_000n },
  });
  expect(await adapter.waitForTransaction({ network: solanaLocal, hash: sent })).toEqual({
    status: 'success',
  });
  expect(Number((await adapter.getBalance({ network: solanaLocal, address: to })).balance)).toBe(
    Number(before.balance) + 2,
  );
  expect(wallet.inputs['solana:signAndSendTransaction']).toEqual([
    expect.objectContaining({ chain: 'solana:localnet', account: expect.objectContaining({ address }) }),
  ]);
  expect(walletStandardChain(solanaDevnet)).toBe('solana:devnet');
});

test('behavior: the send options reach the wallet and, through it, the chain', async () => {
  const { wallet, provider, address } = setup(2);
  await adapter.connect({ provider });
  const rpc = new Connection(chain.rpcUrl, { fetch: solanaRpcFetch });
  const options = {
    skipPreflight: true,
    preflightCommitment: 'finalized' as const,
    maxRetries: 1,
    minContextSlot: await rpc.getSlot(),
  };
  const { blockhash, lastValidBlockHeight } = await rpc.getLatestBlockhash();
  const transaction = new Transaction({
    feePayer: new PublicKey(address),
    blockhash,
    lastValidBlockHeight,
  }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(address),
      toPubkey: new PublicKey(chain.accounts[9]!.address),
      lamports: 5,
    }),
  );
  await adapter.signAndSendTransaction({ provider, network: solanaLocal, address, transaction, options });
  expect(wallet.inputs['solana:signAndSendTransaction']).toEqual([expect.objectContaining({ options })]);
  // skipPreflight makes web3.js send preflightCommitment 'processed' (solanaAdapter.integration.test.ts).
  const { preflightCommitment: _asked, ...rest } = options;
  expect(chain.requests.filter((r) => r.method === 'sendTransaction').at(-1)?.params[1]).toMatchObject(rest);
});

test('behavior: an account switch in the wallet arrives as accountsChanged; disconnect clears the accounts', async () => {
  const { wallet, provider } = setup(3);
  await adapter.connect({ provider });
  const seen: string[][] = [];
  const off = adapter.subscribe(provider, {
    accountsChanged: (accounts) => seen.push(accounts),
    chainChanged: () => undefined,
    disconnect: () => undefined,
  });
  wallet.switchAccount({ address: chain.accounts[4]!.address });
  off();
  wallet.switchAccount({ address: chain.accounts[5]!.address });
  expect(seen).toEqual([[chain.accounts[4]!.address]]);
  await adapter.disconnect({ provider });
  expect(await adapter.getAccounts({ provider })).toEqual([]);
});

test('error: a rejection keeps its code; a short signature is a clear error', async () => {
  const { wallet, provider, address } = setup(4);
  await adapter.connect({ provider });
  wallet.fail['solana:signMessage'] = 'reject';
  await expect(adapter.signMessage({ provider, address, message: 'no' })).rejects.toMatchObject({
    code: 4001,
  });
  wallet.fail['solana:signMessage'] = 'short-signature';
  await expect(adapter.signMessage({ provider, address, message: 'short' })).rejects.toMatchObject({
    name: 'InvalidSolanaWalletAnswerError',
    data: { method: 'solana_signMessage' },
  });
});
