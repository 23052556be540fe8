import { recoverTypedDataAddress } from 'viem';
import { rpcError } from '../../../test/adapters/createTestWallet';
import { registerActionFixture } from '../../../test/kit/actionFixture';
import { signTypedData } from './signTypedData';

const f = registerActionFixture();

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const;

describe('signTypedData (kit action)', () => {
  test('default: the connected account signs the EIP-712 document; the signature recovers to it', async () => {
    const { kit, address } = await f.connectedKit(6);
    const signature = (await signTypedData(kit, { typedData })) as `0x${string}`;
    await expect(recoverTypedDataAddress({ ...typedData, signature })).resolves.toBe(address);
  });

  test('error: a declined signature rejects with the wallet error and shows "Signature declined"', async () => {
    const { kit, wallet } = await f.connectedKit(6);
    wallet.overrides.eth_signTypedData_v4 = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    await expect(signTypedData(kit, { typedData })).rejects.toMatchObject({ code: 4001 });
    expect(f.state(kit).notifications).toMatchObject({ open: true, message: 'Signature declined' });
  });
});
