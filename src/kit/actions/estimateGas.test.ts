import { registerActionFixture } from '../../../test/kit/actionFixture';
import { estimateGas } from './estimateGas';

const f = registerActionFixture();

describe('estimateGas (kit action)', () => {
  test('default: a plain transfer from the connected account costs 21000 gas on the chain', async () => {
    const { kit } = await f.connectedKit(7);
    await expect(
      estimateGas(kit, { request: { to: '0x000000000000000000000000000000000000dEaD', value: 1n } }),
    ).resolves.toBe(21000n);
  });

  test('error: without a connected account it rejects with NoActiveCaipAddressError', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await expect(
      estimateGas(kit, { request: { to: '0x000000000000000000000000000000000000dEaD' } }),
    ).rejects.toMatchObject({
      name: 'NoActiveCaipAddressError',
    });
  });
});
