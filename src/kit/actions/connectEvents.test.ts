import { rpcError } from '../../../test/adapters/createTestWallet';
import { registerActionFixture, WALLET_ID } from '../../../test/kit/actionFixture';
import type { AppKitEvent } from '../../core/events/appKitEvents';
import { connect } from './connect';

// AppKit's connect events, as a host's `kit.subscribeEvents` listener receives them: a refusal in the
// wallet is USER_REJECTED, any other failure CONNECT_ERROR (test wallets over anvil).

const f = registerActionFixture();

describe('connect events', () => {
  test("error: an extension's connect refused in the wallet is USER_REJECTED, a failure CONNECT_ERROR", async () => {
    const kit = f.makeKit();
    const seen: AppKitEvent['data'][] = [];
    kit.subscribeEvents((event) => seen.push(event.data));
    let answer = rpcError(4001, 'User rejected the request.');
    f.listWallet(
      kit,
      f.wallet(0, {
        eth_requestAccounts: () => {
          throw answer;
        },
      }),
    );
    await kit.ready;
    await expect(connect(kit, { connectorId: WALLET_ID })).rejects.toMatchObject({ code: 4001 });
    answer = rpcError(-32603, 'Internal error');
    await expect(connect(kit, { connectorId: WALLET_ID })).rejects.toMatchObject({ code: -32603 });
    expect(seen.map((data) => data.event)).toEqual(['USER_REJECTED', 'CONNECT_ERROR']);
    expect(seen[0]).toMatchObject({ properties: { message: expect.stringContaining('rejected') } });
  });
});
