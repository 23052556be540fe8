/** @jest-environment jsdom */

import { connectedSolanaFrame } from '../../../test/adapters/auth/connectedSolanaFrame';
import { flush, installEmbeddedWalletHarness, SOL } from '../../../test/adapters/auth/embeddedWalletHarness';
import { encodeBase58 } from '../../core/base58';
import { fromBase64, toBase64 } from '../../core/base64';
import { FRAME_USER_REJECTED_MESSAGE } from '../../core/constants/frame';

// The embedded wallet's Solana provider against the stand-in frame: the wire formats documented in
// docs/embedded-wallet-protocol.md ("RPC results") and the approval flow (fake timers).

installEmbeddedWalletHarness();

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const TX = Uint8Array.from([1, 2, 3, 4, 5]);
const SIGNED = Uint8Array.from([9, 8, 7]);
const SIGNATURE = Uint8Array.from({ length: 64 }, (_, i) => i + 1);

describe('createFrameSolanaProvider', () => {
  test('default: publicKey is the connected Solana address', async () => {
    const { provider } = await connectedSolanaFrame(() => undefined);
    expect(provider.publicKey).toBe(SOL);
  });

  test('behavior: signMessage sends the message base58 with the pubkey and returns the signature bytes', async () => {
    const { provider, frame, state } = await connectedSolanaFrame(() => ({
      signature: encodeBase58(SIGNATURE),
    }));
    const message = Uint8Array.from([104, 101, 108, 108, 111]); // 'hello'
    const signing = provider.signMessage(message);
    await flush();
    // Every Solana call signs, so it goes through ApproveTransaction.
    expect(state().modal.history.map((e) => e.view)).toEqual(['ApproveTransaction']);
    await expect(signing).resolves.toEqual(SIGNATURE);
    expect(frame.sent('RPC_REQUEST')).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: encodeBase58(message), pubkey: SOL },
        chainId: SOLANA_MAINNET,
      },
    ]);
    expect(state().modal.open).toBe(false);
  });

  test('behavior: signTransaction takes bytes or base64 and returns the signed wire transaction', async () => {
    const { provider, frame } = await connectedSolanaFrame(() => ({ transaction: toBase64(SIGNED) }));
    await expect(provider.signTransaction(TX)).resolves.toEqual(SIGNED);
    await expect(provider.signTransaction(toBase64(TX))).resolves.toEqual(SIGNED);
    expect(frame.sent('RPC_REQUEST').map((p) => p?.params)).toEqual([
      { transaction: 'AQIDBAU=' },
      { transaction: 'AQIDBAU=' },
    ]);
  });

  test('behavior: signAllTransactions and signAndSendTransaction', async () => {
    const { provider, frame } = await connectedSolanaFrame((params) =>
      'transactions' in params
        ? { transactions: [toBase64(SIGNED), toBase64(SIGNED)] }
        : { signature: encodeBase58(SIGNATURE) },
    );
    await expect(provider.signAllTransactions([TX, TX])).resolves.toEqual([SIGNED, SIGNED]);
    await expect(provider.signAndSendTransaction(TX, { skipPreflight: true })).resolves.toBe(
      encodeBase58(SIGNATURE),
    );
    expect(frame.sent('RPC_REQUEST').map((p) => p?.method)).toEqual([
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ]);
    expect(frame.sent('RPC_REQUEST')[1]?.params).toEqual({
      transaction: toBase64(TX),
      options: { skipPreflight: true },
    });
  });

  test('error: bad input is refused before anything opens or is sent', async () => {
    const { provider, frame, state } = await connectedSolanaFrame(() => undefined);
    await expect(provider.signTransaction(new Uint8Array())).rejects.toMatchObject({ code: -32602 });
    await expect(provider.signTransaction('not base64!')).rejects.toMatchObject({ code: -32602 });
    await expect(provider.signAllTransactions([])).rejects.toMatchObject({ code: -32602 });
    await expect(provider.signMessage(new Uint8Array())).rejects.toMatchObject({ code: -32602 });
    await expect(provider.signAndSendTransaction(TX, { maxRetries: -1 } as never)).rejects.toMatchObject({
      code: -32602,
    });
    expect(frame.posted).toEqual([]);
    expect(state().modal.open).toBe(false);
  });

  test('error: a rejection in the frame is 4001; an answer of the wrong shape is -32603', async () => {
    const { provider, frame } = await connectedSolanaFrame(() => ({ transaction: 42 }));
    await expect(provider.signTransaction(TX)).rejects.toMatchObject({ code: -32603 });
    frame.handlers.RPC_REQUEST = () => ({ error: FRAME_USER_REJECTED_MESSAGE });
    await expect(provider.signTransaction(TX)).rejects.toMatchObject({ code: 4001 });
  });

  test('default: base64 helpers round-trip and reject non-base64', () => {
    expect(fromBase64(toBase64(SIGNATURE))).toEqual(SIGNATURE);
    expect(fromBase64('abc')).toBeNull();
    expect(fromBase64('')).toBeNull();
  });
});
