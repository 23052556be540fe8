/** @jest-environment jsdom */

import { connectedSolanaFrame } from '../../../test/adapters/auth/connectedSolanaFrame';
import { installEmbeddedWalletHarness, SOL } from '../../../test/adapters/auth/embeddedWalletHarness';
import { encodeBase58 } from '../../core/base58';
import { toBase64 } from '../../core/base64';

// The embedded wallet's Solana provider in the Solana adapter's request shape, against the stand-in
// frame: each `solana_*` request reaches the frame as the same RPC (or is answered from the session).

installEmbeddedWalletHarness();

const SIGNATURE = Uint8Array.from({ length: 64 }, (_, i) => i + 1);
const SIGNED = Uint8Array.from([9, 8, 7]);

describe('frameSolanaRequest', () => {
  test('default: solana_signMessage sends the message to the frame and answers the signature base58', async () => {
    const { provider, frame } = await connectedSolanaFrame(() => ({ signature: encodeBase58(SIGNATURE) }));
    const message = encodeBase58(Uint8Array.from([104, 101, 108, 108, 111])); // 'hello';
    await expect(
      provider.request({ method: 'solana_signMessage', params: { message, pubkey: SOL } }),
    ).resolves.toEqual({ signature: encodeBase58(SIGNATURE) });
    expect(frame.sent('RPC_REQUEST').map((p) => p?.params)).toEqual([{ message, pubkey: SOL }]);
  });

  test('behavior: accounts come from the session; transactions are signed through the frame', async () => {
    const { provider, frame } = await connectedSolanaFrame((params) =>
      'transactions' in params ? { transactions: [toBase64(SIGNED)] } : { transaction: toBase64(SIGNED) },
    );
    await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([{ pubkey: SOL }]);
    await expect(provider.request({ method: 'solana_requestAccounts' })).resolves.toEqual([{ pubkey: SOL }]);
    await expect(
      provider.request({ method: 'solana_signTransaction', params: { transaction: 'AQID' } }),
    ).resolves.toEqual({ transaction: toBase64(SIGNED) });
    await expect(
      provider.request({ method: 'solana_signAllTransactions', params: { transactions: ['AQID'] } }),
    ).resolves.toEqual({ transactions: [toBase64(SIGNED)] });
    expect(frame.sent('RPC_REQUEST').map((p) => p?.method)).toEqual([
      'solana_signTransaction',
      'solana_signAllTransactions',
    ]);
  });

  test('error: another account, a message that is not base58 and an unknown method are refused before the frame', async () => {
    const { provider, frame } = await connectedSolanaFrame(() => ({ signature: encodeBase58(SIGNATURE) }));
    const message = encodeBase58(Uint8Array.from([1]));
    await expect(
      provider.request({
        method: 'solana_signMessage',
        params: { message, pubkey: 'Other1111111111111111111111111111111111111' },
      }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(
      provider.request({ method: 'solana_signMessage', params: { message: '0OIl' } }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(provider.request({ method: 'solana_signIn' })).rejects.toMatchObject({ code: 4200 });
    expect(frame.sent('RPC_REQUEST')).toEqual([]);
  });
});
