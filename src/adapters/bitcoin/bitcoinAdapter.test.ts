import { bitcoinRegtest } from '../../core/networks/chains/bitcoin';
import { BitcoinAdapter, bitcoinAdapter } from './bitcoinAdapter';

// The entry's descriptor: what a host passes to createAppKit, tiny, with the implementation behind load().

test('default: the descriptor names bip122 and loads the Bitcoin adapter and its discovery', async () => {
  const descriptor = bitcoinAdapter();
  expect(descriptor).toMatchObject({ namespace: 'bip122', library: 'sats-connect' });
  const adapter = (await descriptor.load!()).default({
    networks: [bitcoinRegtest],
    customRpcUrls: {},
    projectId: '',
    rpcServiceUrl: '',
  });
  expect(adapter).toMatchObject({ namespace: 'bip122', library: 'sats-connect' });
  expect(typeof (await descriptor.discover!()).default).toBe('function');
});

test("default: AppKit's class spelling is the same descriptor", () => {
  const instance = new BitcoinAdapter();
  expect(instance).toMatchObject({ namespace: 'bip122', library: 'sats-connect' });
  expect(typeof instance.load).toBe('function');
  expect(typeof instance.discover).toBe('function');
});
