import { createTestClient, http, parseEther } from 'viem';
import { registerActionFixture } from '../../../test/kit/actionFixture';
import { fetchBalances } from './fetchBalances';

const f = registerActionFixture();

describe('fetchBalances (kit action)', () => {
  test('default: the native balance is read from the chain and shown in the store', async () => {
    const { kit } = await f.connectedKit(5);
    await expect(fetchBalances(kit)).resolves.toEqual({
      native: expect.objectContaining({ balance: '10000', symbol: 'ETH' }),
    });
    expect(f.state(kit).chains.chains.eip155?.accountState.balance).toBe('10000');
  });

  test('behavior: forceRefetch reads past the cache and shows a changed balance', async () => {
    const { kit, address } = await f.connectedKit(5);
    await fetchBalances(kit);
    const node = createTestClient({ mode: 'anvil', transport: http(f.anvil.rpcUrl) });
    await node.setBalance({ address: address as `0x${string}`, value: parseEther('12.5') });
    // Within RTK Query's cache time a plain read gives the cached figure; forceRefetch asks the chain.
    await expect(fetchBalances(kit)).resolves.toMatchObject({ native: { balance: '10000' } });
    await expect(fetchBalances(kit, { forceRefetch: true })).resolves.toMatchObject({
      native: { balance: '12.5' },
    });
    expect(f.state(kit).chains.chains.eip155?.accountState.balance).toBe('12.5');
    await node.setBalance({ address: address as `0x${string}`, value: parseEther('10000') });
  });

  test('error: without a connected account it rejects with NoActiveCaipAddressError', async () => {
    const kit = f.makeKit();
    await kit.ready;
    await expect(fetchBalances(kit)).rejects.toMatchObject({ name: 'NoActiveCaipAddressError' });
  });
});
