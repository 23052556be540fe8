import { createPublicClient, http } from 'viem';
import { rpcError } from '../../../test/adapters/createTestWallet';
import { registerActionFixture } from '../../../test/kit/actionFixture';
import { sendTransaction } from './sendTransaction';

const f = registerActionFixture();
const SINK = '0x000000000000000000000000000000000000dEaD';

describe('sendTransaction (kit action)', () => {
  test('default: the connected account sends; the chain mines it from that account to the receiver', async () => {
    const { kit, address } = await f.connectedKit(4);
    const hash = await sendTransaction(kit, { request: { to: SINK, value: 10n ** 15n } });
    const chain = createPublicClient({ transport: http(f.anvil.rpcUrl) });
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: SINK.toLowerCase() });
  });

  test('error: without a connected account it rejects with NoActiveCaipAddressError, nothing sent', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await expect(sendTransaction(kit, { request: { to: SINK, value: 1n } })).rejects.toMatchObject({
      name: 'NoActiveCaipAddressError',
    });
  });

  test('error: a declined transaction rejects with the wallet error and shows "Signature declined"', async () => {
    const { kit, wallet } = await f.connectedKit(4);
    wallet.overrides.eth_sendTransaction = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    // viem wraps the wallet's 4001 in its TransactionExecutionError; the text is the wallet's.
    await expect(sendTransaction(kit, { request: { to: SINK, value: 1n } })).rejects.toThrow(
      'User rejected the request.',
    );
    expect(f.state(kit).notifications).toMatchObject({ open: true, message: 'Signature declined' });
  });
});
