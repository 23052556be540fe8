import { ed25519 } from '@noble/curves/ed25519.js';
import { PublicKey } from '@solana/web3.js';
import {
  createSolanaAdapterImpl,
  type SolanaAdapter,
} from '../../../src/adapters/solana/createSolanaAdapter';
import type { StandardWallet } from '../../../src/adapters/solana/walletStandardProvider';
import {
  walletStandardChain,
  walletStandardProvider,
} from '../../../src/adapters/solana/walletStandardProvider';
import { decodeBase58 } from '../../../src/core/base58';
import { solanaLocal } from '../../../src/core/networks/chains/solana';
import { type StartSolanaChainReturnType, startSolanaChain } from '../../solana/startSolanaChain';
import { createSolanaDevWallet } from './createSolanaDevWallet';

// The demo's Solana dev wallet against the sandbox's local chain, through the kit's Wallet Standard
// wrapper and the Solana adapter: what the demo page does when a visitor picks it in the modal.

let chain: StartSolanaChainReturnType;
let adapter: SolanaAdapter;

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 });
  adapter = createSolanaAdapterImpl({
    networks: [solanaLocal],
    customRpcUrls: { [solanaLocal.caipNetworkId]: [chain.rpcUrl] },
    projectId: '',
    rpcServiceUrl: '',
  });
});
afterAll(() => chain?.stop());

const setup = (index: number, authorized = false) => {
  const account = chain.accounts[index]!;
  const changes: boolean[] = [];
  const wallet = createSolanaDevWallet({
    accounts: [{ address: account.address, seed: account.seed }],
    rpcUrl: chain.rpcUrl,
    authorized,
    onAuthorizedChange: (value) => changes.push(value),
  });
  const provider = walletStandardProvider(wallet as unknown as StandardWallet, {
    chain: () => walletStandardChain(solanaLocal),
  });
  return { provider, address: account.address, changes };
};

test('default: connect, a signed message verifies with the account key, a SOL transfer lands on the chain', async () => {
  const { provider, address, changes } = setup(3);
  expect(await adapter.connect({ provider })).toEqual({ accounts: [address], chainId: solanaLocal.id });
  expect(changes).toEqual([true]);
  const signature = await adapter.signMessage({ provider, address, message: 'dev wallet' });
  const bytes = new TextEncoder().encode('dev wallet');
  expect(ed25519.verify(decodeBase58(signature)!, bytes, new PublicKey(address).toBytes())).toBe(true);

  const to = chain.accounts[8]!.address;
  const before = Number((await adapter.getBalance({ network: solanaLocal, address: to })).balance);
  const hash = await adapter.sendTransaction({
    provider,
    network: solanaLocal,
    request: { from: address, to, value: 1_500_000_000n },
  });
  expect(await adapter.waitForTransaction({ network: solanaLocal, hash })).toEqual({ status: 'success' });
  expect(Number((await adapter.getBalance({ network: solanaLocal, address: to })).balance)).toBe(
    before + 1.5,
  );
});

test('behavior: a site allowed before reconnects without a prompt; one never allowed or disconnected does not', async () => {
  const allowed = setup(4, true);
  expect((await adapter.reconnect({ provider: allowed.provider })).accounts).toEqual([allowed.address]);
  await adapter.disconnect({ provider: allowed.provider });
  expect(allowed.changes).toEqual([false]);
  await expect(adapter.reconnect({ provider: allowed.provider })).rejects.toThrow(
    'No ActiveCaipAddress found',
  );
  const stranger = setup(5);
  await expect(adapter.reconnect({ provider: stranger.provider })).rejects.toThrow(
    'No ActiveCaipAddress found',
  );
});
