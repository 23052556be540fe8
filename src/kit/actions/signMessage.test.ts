import { recoverMessageAddress } from 'viem';
import { rpcError } from '../../../test/adapters/createTestWallet';
import { registerActionFixture } from '../../../test/kit/actionFixture';
import { signMessage } from './signMessage';

const f = registerActionFixture();

describe('signMessage (kit action)', () => {
  test('default: the connected account signs; the signature recovers to it', async () => {
    const { kit, address } = await f.connectedKit(3);
    const signature = await signMessage(kit, { message: 'hello portico' });
    await expect(
      recoverMessageAddress({ message: 'hello portico', signature: signature as `0x${string}` }),
    ).resolves.toBe(address);
  });

  test('error: without a connected account it rejects with NoActiveCaipAddressError', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await expect(signMessage(kit, { message: 'x' })).rejects.toMatchObject({
      name: 'NoActiveCaipAddressError',
    });
  });

  test('error: a declined signature rejects with the wallet error and shows "Signature declined"', async () => {
    const { kit, wallet } = await f.connectedKit(3);
    wallet.overrides.personal_sign = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    await expect(signMessage(kit, { message: 'x' })).rejects.toMatchObject({ code: 4001 });
    expect(f.state(kit).notifications).toMatchObject({
      open: true,
      message: 'Signature declined',
      variant: 'error',
    });
  });
});
