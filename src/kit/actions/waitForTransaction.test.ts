import { registerActionFixture } from '../../../test/kit/actionFixture';
import { sendTransaction } from './sendTransaction';
import { waitForTransaction } from './waitForTransaction';

const f = registerActionFixture();

describe('waitForTransaction (kit action)', () => {
  test('default: resolves with the receipt status once mined, and the sender balance is read again', async () => {
    const { kit } = await f.connectedKit(8);
    const hash = await sendTransaction(kit, {
      request: { to: '0x000000000000000000000000000000000000dEaD', value: 10n ** 18n },
    });
    await expect(waitForTransaction(kit, { hash })).resolves.toEqual({ status: 'success' });
    // 1 ETH and the fee left the account: the shown balance is below 9999 now.
    expect(Number(f.state(kit).chains.chains.eip155?.accountState.balance)).toBeLessThan(9999);
  });

  test('error: without a connected account it rejects with NoActiveCaipAddressError', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await expect(waitForTransaction(kit, { hash: `0x${'1'.repeat(64)}` })).rejects.toMatchObject({
      name: 'NoActiveCaipAddressError',
    });
  });
});
