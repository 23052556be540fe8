import { createPublicClient, http } from 'viem';
import { registerActionFixture } from '../../../test/kit/actionFixture';
import { getGasPrice } from './getGasPrice';

const f = registerActionFixture();

describe('getGasPrice (kit action)', () => {
  test("default: the session network's gas price, read through the wallet, is the node's", async () => {
    const { kit, wallet } = await f.connectedKit(7);
    const price = await getGasPrice(kit);
    expect(wallet.calls).toContain('eth_gasPrice');
    const node = await createPublicClient({ transport: http(f.anvil.rpcUrl) }).getGasPrice();
    expect(price).toBe(node);
  });

  test('error: an answer that is not a hex quantity rejects with InvalidGasPriceError', async () => {
    const { kit, wallet } = await f.connectedKit(7);
    wallet.overrides.eth_gasPrice = () => 'a lot';
    await expect(getGasPrice(kit)).rejects.toMatchObject({ name: 'InvalidGasPriceError' });
  });
});
