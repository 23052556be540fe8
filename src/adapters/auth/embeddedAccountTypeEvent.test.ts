/** @jest-environment jsdom */
import {
  flush,
  installEmbeddedWalletHarness,
  setup,
} from '../../../test/adapters/auth/embeddedWalletHarness';
import type { AppKitEvent } from '../../core/events/appKitEvents';

// AppKit's SET_PREFERRED_ACCOUNT_TYPE, raised when the embedded wallet's account type changes, against
// the stand-in frame of the harness.

installEmbeddedWalletHarness();

describe('SET_PREFERRED_ACCOUNT_TYPE', () => {
  test('default: the new type and the network, once the frame answered', async () => {
    const { kit, service, frame } = await setup();
    const seen: AppKitEvent['data'][] = [];
    kit.subscribeEvents((event) => seen.push(event.data));
    frame.ready();
    await service.connect();
    await service.setPreferredAccount('smartAccount');
    await flush();
    expect(seen.filter((data) => data.event === 'SET_PREFERRED_ACCOUNT_TYPE')).toEqual([
      {
        type: 'track',
        event: 'SET_PREFERRED_ACCOUNT_TYPE',
        properties: { accountType: 'smartAccount', network: 'eip155:1' },
      },
    ]);
  });

  test('error: a change the frame refuses raises nothing', async () => {
    const { kit, service, frame } = await setup();
    const seen: AppKitEvent['data'][] = [];
    kit.subscribeEvents((event) => seen.push(event.data));
    frame.handlers.SET_PREFERRED_ACCOUNT = () => ({ error: 'Smart accounts are not available' });
    frame.ready();
    await service.connect();
    await expect(service.setPreferredAccount('smartAccount')).rejects.toThrow(
      'Smart accounts are not available',
    );
    expect(seen.map((data) => data.event)).not.toContain('SET_PREFERRED_ACCOUNT_TYPE');
  });
});
