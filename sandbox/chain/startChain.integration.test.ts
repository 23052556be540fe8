import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  toFunctionSelector,
} from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { formatAbiItem } from 'viem/utils';
import nativePoolArtifact from '../contracts/artifacts/NativePool.json';
import sandboxTokenArtifact from '../contracts/artifacts/SandboxToken.json';
import testNftArtifact from '../contracts/artifacts/TestNft.json';
import { nativePoolAbi, sandboxTokenAbi, testNftAbi } from './sandboxAbis';
import { sandboxDemoBalances, sandboxNftsPerAccount, sandboxSpamDrop } from './sandboxSeed';
import { sandboxViemChain } from './sandboxViemChain';
import { spawnAnvil } from './spawnAnvil';
import { type StartChainReturnType, startChain } from './startChain';

let chain: StartChainReturnType;
let client: PublicClient;

beforeAll(async () => {
  chain = await startChain({ port: 0 });
  client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 }) as PublicClient;
}, 20_000);

afterAll(() => chain?.stop());

const reserves = (pool: `0x${string}`) =>
  client.readContract({ address: pool, abi: nativePoolAbi, functionName: 'getReserves' });

test('default', async () => {
  expect(chain.chainId).toBe(31337);
  expect(chain.caipNetworkId).toBe('eip155:31337');
  expect(await client.getChainId()).toBe(31337);
  for (const address of Object.values(chain.contracts)) {
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/);
  }
  const token = (address: `0x${string}`) =>
    Promise.all(
      (['name', 'symbol', 'decimals'] as const).map((functionName) =>
        client.readContract({ address, abi: sandboxTokenAbi, functionName }),
      ),
    );
  expect(await token(chain.contracts.usdc)).toEqual(['USD Coin (sandbox)', 'USDC', 6]);
  expect(await token(chain.contracts.prt)).toEqual(['Portico Token', 'PRT', 18]);
  expect(await token(chain.contracts.spamToken)).toEqual([
    'Claim rewards at sandbox-airdrop.example',
    'CLAIM',
    18,
  ]);
});

test('behavior: pools are seeded at 1 ETH = 3000 USDC and 1 PRT = 0.5 USDC', async () => {
  const [usdcReserve, usdcPoolNative] = await reserves(chain.contracts.usdcPool);
  expect(usdcReserve * 10n ** 12n).toBe(usdcPoolNative * 3000n);
  const [prtReserve, prtPoolNative] = await reserves(chain.contracts.prtPool);
  // 1 PRT = prtPoolNative / prtReserve ETH, times 3000 USDC per ETH.
  expect(prtPoolNative * 3000n * 2n).toBe(prtReserve);
});

test('behavior: demo accounts 1..3 hold USDC, PRT and NFTs, and the accounts match their keys', async () => {
  expect(chain.accounts).toHaveLength(10);
  expect(chain.accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  for (const account of chain.accounts) expect(privateKeyToAddress(account.privateKey)).toBe(account.address);
  for (const index of [1, 2, 3]) {
    const owner = chain.accounts[index]?.address as `0x${string}`;
    const balanceOf = (address: `0x${string}`) =>
      client.readContract({ address, abi: sandboxTokenAbi, functionName: 'balanceOf', args: [owner] });
    expect(await balanceOf(chain.contracts.usdc)).toBe(sandboxDemoBalances.usdc);
    expect(await balanceOf(chain.contracts.prt)).toBe(sandboxDemoBalances.prt);
    expect(await balanceOf(chain.contracts.spamToken)).toBe(sandboxSpamDrop);
    const nfts = { address: chain.contracts.nft as `0x${string}`, abi: testNftAbi } as const;
    expect(await client.readContract({ ...nfts, functionName: 'balanceOf', args: [owner] })).toBe(
      BigInt(sandboxNftsPerAccount),
    );
    expect(await client.getBalance({ address: owner })).toBe(parseEther('10000'));
  }
});

test('behavior: swaps in both directions move the reserves by the quoted amounts', async () => {
  const trader = chain.accounts[4]?.address as `0x${string}`;
  const wallet = createWalletClient({
    chain: sandboxViemChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl),
    account: trader,
  });
  const pool = { address: chain.contracts.usdcPool, abi: nativePoolAbi } as const;
  const [tokenBefore, nativeBefore] = await reserves(chain.contracts.usdcPool);
  const quoted = await client.readContract({
    ...pool,
    functionName: 'quoteNativeToToken',
    args: [parseEther('1')],
  });
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      ...pool,
      functionName: 'swapNativeForToken',
      args: [quoted, trader],
      value: parseEther('1'),
    }),
  });
  expect(await reserves(chain.contracts.usdcPool)).toEqual([
    tokenBefore - quoted,
    nativeBefore + parseEther('1'),
  ]);
  // The fee stays in the pool: 1 ETH buys less than the 3000 USDC spot price.
  expect(quoted).toBeLessThan(parseUnits('3000', 6));
  expect(quoted).toBeGreaterThan(parseUnits('2900', 6));

  const tokenIn = parseUnits('1000', 6);
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: chain.contracts.usdc,
      abi: sandboxTokenAbi,
      functionName: 'approve',
      args: [chain.contracts.usdcPool, tokenIn],
    }),
  });
  const nativeBeforeSale = await client.getBalance({ address: trader });
  const nativeOut = await client.readContract({
    ...pool,
    functionName: 'quoteTokenToNative',
    args: [tokenIn],
  });
  const receipt = await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      ...pool,
      functionName: 'swapTokenForNative',
      args: [tokenIn, nativeOut, trader],
    }),
  });
  const gas = receipt.gasUsed * receipt.effectiveGasPrice;
  expect(await client.getBalance({ address: trader })).toBe(nativeBeforeSale + nativeOut - gas);
  expect(await reserves(chain.contracts.usdcPool)).toEqual([
    tokenBefore - quoted + tokenIn,
    nativeBefore + parseEther('1') - nativeOut,
  ]);
});

test('error: a swap below the minimum output reverts and changes nothing', async () => {
  const trader = chain.accounts[5]?.address as `0x${string}`;
  const swap = {
    account: trader,
    address: chain.contracts.prtPool,
    abi: nativePoolAbi,
    functionName: 'swapNativeForToken',
    args: [parseUnits('1000000', 18), trader],
    value: parseEther('1'),
  } as const;
  const before = await reserves(chain.contracts.prtPool);
  await expect(client.simulateContract(swap)).rejects.toThrow(/Slippage/);
  // Sent anyway (with a fixed gas limit, so the node does not refuse it up front), it is mined reverted.
  const wallet = createWalletClient({
    chain: sandboxViemChain(chain.chainId, chain.rpcUrl),
    transport: http(chain.rpcUrl),
    account: trader,
  });
  const hash = await wallet.writeContract({ ...swap, gas: 200_000n });
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('reverted');
  expect(await reserves(chain.contracts.prtPool)).toEqual(before);
});

test('behavior: a second chain gets the same contract addresses', async () => {
  const other = await startChain({ port: 0 });
  try {
    expect(other.rpcUrl).not.toBe(chain.rpcUrl);
    expect(other.contracts).toEqual(chain.contracts);
  } finally {
    await other.stop();
  }
});

test('behavior: anvils started at once on port 0 are each their own chain (parallel suites never share one)', async () => {
  const anvils = await Promise.all([1, 2, 3, 4].map(() => spawnAnvil({ port: 0, chainId: 31337 })));
  try {
    expect(new Set(anvils.map((a) => a.port)).size).toBe(4);
    const someone = privateKeyToAddress(`0x${'7'.repeat(64)}`);
    const rpc = (url: string, method: string, params: unknown[]) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      }).then((r) => r.json() as Promise<{ result: string }>);
    await rpc(anvils[0]!.rpcUrl, 'anvil_setBalance', [someone, '0x1']);
    const balances = await Promise.all(
      anvils.map((a) => rpc(a.rpcUrl, 'eth_getBalance', [someone, 'latest']).then((r) => r.result)),
    );
    expect(balances).toEqual(['0x1', '0x0', '0x0', '0x0']);
  } finally {
    await Promise.all(anvils.map((a) => a.stop()));
  }
});

test('behavior: stop() ends the anvil process and frees the port', async () => {
  const other = await startChain({ port: 0 });
  await other.stop();
  expect(() => process.kill(other.pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  await expect(fetch(other.rpcUrl, { method: 'POST' })).rejects.toThrow();
  await other.stop(); // a second stop is harmless
});

test('error: a taken port is named in the failure', async () => {
  // Drops every connection, so the readiness probes fail fast and leave nothing open.
  const blocker = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as { port: number };
  try {
    await expect(startChain({ port })).rejects.toThrow(`anvil: failed to start on port ${port}: `);
    await expect(startChain({ port })).rejects.toThrow(/Address already in use/);
  } finally {
    blocker.close();
  }
});

test('behavior: the typed ABIs match the compiled artifacts', () => {
  const selectors = (abi: readonly unknown[]) =>
    new Set(
      (abi as { type: string }[])
        .filter((item) => ['function', 'event', 'error'].includes(item.type))
        .map((item) => formatAbiItem(item as never)),
    );
  for (const [typed, artifact] of [
    [sandboxTokenAbi, sandboxTokenArtifact.abi],
    [nativePoolAbi, nativePoolArtifact.abi],
    [testNftAbi, testNftArtifact.abi],
  ] as const) {
    const compiled = selectors(artifact);
    for (const item of selectors(typed)) expect(compiled).toContain(item);
  }
  expect(toFunctionSelector('transfer(address,uint256)')).toBe('0xa9059cbb');
});

test('behavior: the committed artifacts are compiled from the current sources', async () => {
  const compile = join(__dirname, '..', 'contracts', 'compile.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [compile, '--check']);
  expect(stdout).toContain('up to date');
});
