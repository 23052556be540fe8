import { type Address, erc20Abi, parseEther, parseUnits } from 'viem';
import type { AppKit } from '../../src/kit/createAppKit';
import { loadSendPlugin } from '../../src/plugins/send/loadSendPlugin';
import { NATIVE_TOKEN, type SendToken } from '../../src/plugins/send/sendTypes';
import { jsonRpc } from '../jsonRpc';
import { expectSendSucceeded } from '../plugins/expectSendSucceeded';
import type { AdapterFixture } from './adapterFixture';
import { rpcError } from './createTestWallet';

// Issue 13 item 4: the Send plugin's flow, headless, through a real kit, adapter and anvil. Account 3
// sends (it holds sandbox USDC) to account 8; each test runs on an anvil snapshot so balances start equal.

/** Registers the send tests inside the suite's describe block. */
export function describeAdapterSend(fx: AdapterFixture): void {
  const { state, connected, publicClient } = fx;
  const rpc = (method: string, params: unknown[] = []) => jsonRpc(fx.chain.rpcUrl, method, params);
  let snapshot: unknown;
  beforeEach(async () => {
    snapshot = await rpc('evm_snapshot');
  });
  afterEach(async () => {
    await rpc('evm_revert', [snapshot]);
  });

  const receiver = () => fx.chain.accounts[8]!.address;
  const usdc = () => fx.chain.contracts.usdc as Address;
  const usdcBalance = (owner: Address) =>
    publicClient(fx.chain.rpcUrl).readContract({
      address: usdc(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  const usdcToken = async (): Promise<SendToken> => ({
    address: `eip155:31337:${usdc()}`,
    symbol: 'USDC',
    name: 'USD Coin (sandbox)',
    decimals: 6,
    balance: (Number(await usdcBalance(fx.chain.accounts[3]!.address)) / 1e6).toString(),
  });

  /** Fills the form: token, amount, receiver; then review (fee estimate) — as the views do. */
  const fill = async (kit: AppKit, token: 'native' | SendToken, amount: string) => {
    const send = await loadSendPlugin(kit);
    const tokens = await kit.store.dispatch(send.loadSendTokens()).unwrap();
    const chosen = token === 'native' ? tokens[0]! : token;
    kit.store.dispatch(send.sendTokenSelected(chosen));
    kit.store.dispatch(send.sendAmountChanged(amount));
    await kit.store.dispatch(send.resolveReceiver(receiver())).unwrap();
    await kit.store.dispatch(send.reviewSend()).unwrap();
    return send;
  };

  test('behavior: native send — the receiver gets exactly the amount, the fee charged is within the estimate shown, the form resets', async () => {
    const { kit } = await connected(3);
    const send = await fill(kit, 'native', '0.25');
    expect(state(kit).send?.token?.address).toBe(NATIVE_TOKEN);
    const fee = state(kit).send!.fee!;
    const client = publicClient(fx.chain.rpcUrl);
    const before = await client.getBalance({ address: receiver() });
    const { hash, kind } = await kit.store.dispatch(send.sendTransfer()).unwrap();
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(kind).toBe('native');
    expect(receipt.status).toBe('success');
    expect((await client.getBalance({ address: receiver() })) - before).toBe(parseEther('0.25'));
    expect(receipt.gasUsed * receipt.effectiveGasPrice).toBeLessThanOrEqual(BigInt(fee.fee));
    expectSendSucceeded(state(kit), hash);
  });

  test('behavior: ERC-20 send — transfer calldata to the token contract moves exactly the amount', async () => {
    const { kit } = await connected(3);
    const send = await fill(kit, await usdcToken(), '12.5');
    const fee = state(kit).send!.fee!;
    const before = await usdcBalance(receiver());
    const { hash, kind } = await kit.store.dispatch(send.sendTransfer()).unwrap();
    const receipt = await publicClient(fx.chain.rpcUrl).waitForTransactionReceipt({
      hash: hash as `0x${string}`,
    });
    expect(kind).toBe('token');
    expect(receipt.to?.toLowerCase()).toBe(usdc().toLowerCase());
    expect((await usdcBalance(receiver())) - before).toBe(parseUnits('12.5', 6));
    expect(receipt.gasUsed * receipt.effectiveGasPrice).toBeLessThanOrEqual(BigInt(fee.fee));
  });

  test('behavior: native Max leaves the fee, so sending it succeeds', async () => {
    const { kit } = await connected(3);
    const send = await loadSendPlugin(kit);
    const [native] = await kit.store.dispatch(send.loadSendTokens()).unwrap();
    kit.store.dispatch(send.sendTokenSelected(native!));
    await kit.store.dispatch(send.resolveReceiver(receiver())).unwrap();
    const max = await kit.store.dispatch(send.setMaxAmount()).unwrap();
    const fee = BigInt(state(kit).send!.fee!.fee);
    expect(parseEther(max) + fee).toBe(parseEther(native!.balance));
    expect(() =>
      send.validateSend({
        namespace: 'eip155',
        token: native!,
        sendTokenAmount: native!.balance,
        receiverAddress: receiver(),
        fee: state(kit).send!.fee!,
      }),
    ).toThrow(/more than your balance/);
  });

  test('error: a 4001 rejection leaves the form as filled, shows Signature declined, and sends nothing', async () => {
    const { kit, wallet } = await connected(3);
    const send = await fill(kit, 'native', '0.5');
    const filled = state(kit).send!;
    const before = await publicClient(fx.chain.rpcUrl).getBalance({ address: receiver() });
    wallet.overrides.eth_sendTransaction = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    const result = await kit.store.dispatch(send.sendTransfer());
    expect(send.sendTransfer.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ code: 4001 });
    expect(state(kit).send).toMatchObject({
      token: filled.token,
      sendTokenAmount: '0.5',
      receiverAddress: filled.receiverAddress,
      fee: filled.fee,
      loading: false,
    });
    expect(state(kit).notifications).toMatchObject({ variant: 'error', message: 'Signature declined' });
    expect(await publicClient(fx.chain.rpcUrl).getBalance({ address: receiver() })).toBe(before);
  });

  test('error: an amount over the balance is refused before the wallet is asked', async () => {
    const { kit, wallet } = await connected(3);
    const send = await loadSendPlugin(kit);
    kit.store.dispatch(send.sendTokenSelected(await usdcToken()));
    kit.store.dispatch(send.sendAmountChanged('999999999'));
    await kit.store.dispatch(send.resolveReceiver(receiver())).unwrap();
    const result = await kit.store.dispatch(send.reviewSend());
    expect(result.payload).toMatchObject({ name: 'SendAmountExceedsBalanceError' });
    expect(wallet.calls).not.toContain('eth_sendTransaction');
  });
}
