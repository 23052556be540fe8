import { rpcError } from '../../../test/adapters/createTestWallet';
import { registerActionFixture } from '../../../test/kit/actionFixture';
import { getCallsStatus } from './getCallsStatus';
import { sendCalls } from './sendCalls';

const f = registerActionFixture();
const SINK = '0x000000000000000000000000000000000000dEaD';

describe('sendCalls (kit action)', () => {
  test('default: the wallet sends the batch and gives its id; getCallsStatus then reports it confirmed', async () => {
    const { kit } = await f.connectedKit(9);
    const { id } = await sendCalls(kit, {
      calls: [
        { to: SINK, value: 1n },
        { to: SINK, value: 2n },
      ],
    });
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    await expect(getCallsStatus(kit, { id })).resolves.toMatchObject({ id, status: 200 });
  });

  test('error: a declined batch rejects with the wallet error and shows "Signature declined"', async () => {
    const { kit, wallet } = await f.connectedKit(9);
    wallet.overrides.wallet_sendCalls = () => {
      throw rpcError(4001, 'User rejected the request.');
    };
    await expect(sendCalls(kit, { calls: [{ to: SINK, value: 1n }] })).rejects.toMatchObject({ code: 4001 });
    expect(f.state(kit).notifications).toMatchObject({ open: true, message: 'Signature declined' });
  });
});
