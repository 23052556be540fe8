import { setup } from './embeddedWalletHarness';

// The starting point of the embedded wallet's Solana provider tests: a kit connected through the
// stand-in frame, the connect traffic forgotten so a test sees only its own messages, and every RPC
// request answered by the test.

/** A connected embedded wallet whose frame answers RPC requests with `answer(params)`; with its Solana provider. */
export async function connectedSolanaFrame(answer: (params: Record<string, unknown>) => unknown) {
  const s = await setup();
  s.frame.ready();
  await s.service.connect();
  s.frame.posted.length = 0;
  s.frame.handlers.RPC_REQUEST = (payload) => ({ ok: answer(payload?.params as Record<string, unknown>) });
  return { ...s, provider: s.connector.solana };
}
