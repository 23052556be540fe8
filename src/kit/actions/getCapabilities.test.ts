import { registerActionFixture } from '../../../test/kit/actionFixture';
import { getCapabilities } from './getCapabilities';

const f = registerActionFixture();

describe('getCapabilities (kit action)', () => {
  test("default: the wallet's capabilities for the connected account, per chain", async () => {
    const { kit, wallet } = await f.connectedKit(9);
    await expect(getCapabilities(kit)).resolves.toMatchObject({
      '0x7a69': { atomic: { status: 'unsupported' } },
    });
    expect(wallet.calls).toContain('wallet_getCapabilities');
  });

  test('error: without a connected account it rejects with NoActiveCaipAddressError', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await expect(getCapabilities(kit)).rejects.toMatchObject({ name: 'NoActiveCaipAddressError' });
  });
});
