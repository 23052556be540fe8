import { createPublicClient, http, parseEther, recoverMessageAddress, recoverTypedDataAddress } from 'viem';
import { type StartChainReturnType, startChain } from '../../chain/startChain';
import { createDevWalletProvider, type DevWalletProvider } from './createDevWalletProvider';

let chain: StartChainReturnType;
let wallet: DevWalletProvider;

beforeAll(async () => {
  chain = await startChain({ port: 0 });
});
afterAll(() => chain.stop());
beforeEach(() => {
  wallet = createDevWalletProvider({
    accounts: [chain.accounts[1]!, chain.accounts[2]!],
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
  });
});

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code: number }) => error.code,
  );

test('default: no account is exposed before the site asks; eth_requestAccounts connects the first', async () => {
  const changes: unknown[] = [];
  wallet.on('accountsChanged', (accounts) => changes.push(accounts));
  expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([chain.accounts[1]!.address]);
  expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69');
  expect(changes).toEqual([[chain.accounts[1]!.address]]);
});

test('behavior: personal_sign and eth_signTypedData_v4 signatures recover to the account', async () => {
  const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as [`0x${string}`];
  const signature = await wallet.request({ method: 'personal_sign', params: ['0x6869', address] });
  expect(await recoverMessageAddress({ message: 'hi', signature: signature as `0x${string}` })).toBe(address);
  // Reversed parameters, as some dapps send them, sign the same message.
  expect(await wallet.request({ method: 'personal_sign', params: [address, '0x6869'] })).toBe(signature);

  const typed = {
    domain: { name: 'Portico', chainId: 31337 },
    types: { Mail: [{ name: 'amount', type: 'uint256' }] },
    primaryType: 'Mail',
    message: { amount: '42' },
  } as const;
  const json = JSON.stringify({
    ...typed,
    types: {
      ...typed.types,
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
    },
  });
  const typedSignature = await wallet.request({ method: 'eth_signTypedData_v4', params: [address, json] });
  const recovered = await recoverTypedDataAddress({
    ...typed,
    message: { amount: 42n },
    signature: typedSignature as `0x${string}`,
  });
  expect(recovered).toBe(address);
});

test('behavior: eth_sendTransaction is signed locally and mined on anvil', async () => {
  const [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as [`0x${string}`];
  const to = chain.accounts[7]!.address;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const before = await client.getBalance({ address: to });
  const hash = await wallet.request({
    method: 'eth_sendTransaction',
    params: [{ from, to, value: '0x2386f26fc10000' }],
  });
  const receipt = await client.waitForTransactionReceipt({
    hash: hash as `0x${string}`,
    pollingInterval: 10,
  });
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(from.toLowerCase());
  expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.01'));
});

test('behavior: selectAccount and disconnect emit accountsChanged; switching chain emits chainChanged', async () => {
  const changes: unknown[] = [];
  wallet.on('accountsChanged', (accounts) => changes.push(accounts));
  await wallet.request({ method: 'eth_requestAccounts' });
  wallet.selectAccount(1);
  wallet.disconnect();
  expect(changes).toEqual([[chain.accounts[1]!.address], [chain.accounts[2]!.address], []]);

  const chainChanges: unknown[] = [];
  wallet.on('chainChanged', (id) => chainChanges.push(id));
  await wallet.request({
    method: 'wallet_addEthereumChain',
    params: [{ chainId: '0x1', rpcUrls: [chain.rpcUrl] }],
  });
  await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
  expect(chainChanges).toEqual(['0x1']);
});

test('error: signing before connecting, for another address, or an unknown chain gives EIP-1193 codes', async () => {
  const address = chain.accounts[1]!.address;
  expect(await errorCode(wallet.request({ method: 'personal_sign', params: ['0x00', address] }))).toBe(4100);
  await wallet.request({ method: 'eth_requestAccounts' });
  const other = chain.accounts[2]!.address;
  expect(await errorCode(wallet.request({ method: 'personal_sign', params: ['0x00', other] }))).toBe(4100);
  expect(
    await errorCode(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2' }] })),
  ).toBe(4902);
  expect(await errorCode(wallet.request({ method: 'wallet_getCallsStatus', params: [] }))).toBe(4200);
  expect(
    await errorCode(wallet.request({ method: 'eth_signTypedData_v4', params: [address, '{oops'] })),
  ).toBe(-32602);
});

test('behavior: node reads are forwarded, and node errors keep their code', async () => {
  expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/);
  expect(await errorCode(wallet.request({ method: 'eth_getBalance', params: ['not-an-address'] }))).toBe(
    -32602,
  );
});

test('behavior: a restored permission exposes the saved account without asking again', async () => {
  const restored = createDevWalletProvider({
    accounts: [chain.accounts[1]!, chain.accounts[2]!],
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
    restore: { authorized: true, selected: 1 },
  });
  expect(await restored.request({ method: 'eth_accounts' })).toEqual([chain.accounts[2]!.address]);
});
