import { registerActionFixture } from '../../../test/kit/actionFixture';
import { getCallsStatus } from './getCallsStatus';

const f = registerActionFixture();

describe('getCallsStatus (kit action)', () => {
  test("error: an id the wallet does not know rejects with the wallet's error (5730)", async () => {
    const { kit } = await f.connectedKit(9);
    await expect(getCallsStatus(kit, { id: `0x${'0'.repeat(63)}9` })).rejects.toMatchObject({ code: 5730 });
  });

  test('error: without a connected account it rejects with NoActiveCaipAddressError', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await expect(getCallsStatus(kit, { id: '0x1' })).rejects.toMatchObject({
      name: 'NoActiveCaipAddressError',
    });
  });
});
