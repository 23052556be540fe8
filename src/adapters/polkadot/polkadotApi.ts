import { ApiPromise, WsProvider } from '@polkadot/api';
import type {} from '@polkadot/api-augment';
import { blake2AsU8a, signatureVerify } from '@polkadot/util-crypto';
import { POLKADOT_METHODS, type PolkadotTransactionPayload } from './PolkadotWalletProvider';
import {
  InvalidPolkadotWalletAnswerError,
  PolkadotConnectionLostError,
  PolkadotTransactionRefusedError,
} from './polkadotErrors';

// The Polkadot adapter's SDK chunk: @polkadot/api over a websocket, fetched only when a transfer is
// checked or sent (polkadotChainClient.ts). It knows the chain's metadata, so it builds the call,
// the signed extensions and the payload the wallet signs; the wallet's signature is verified here
// before anything reaches the chain.

/** A transfer of `value` planck from `from` to `to` (SS58 addresses). */
export interface PolkadotTransfer {
  from: string;
  to: string;
  value: bigint;
  /** transferKeepAlive (true) or transferAllowDeath (false). */
  keepAlive: boolean;
}

/** How a transfer ends: finalized without a dispatch error, or not. */
export type PolkadotFinalStatus = 'success' | 'reverted';

/** One network's session. */
export interface PolkadotApiSession {
  /** Balances.ExistentialDeposit, in planck. */
  existentialDeposit: bigint;
  /** Free balance (planck) of an address, read through the same connection. */
  freeBalance(address: string): Promise<bigint>;
  /** The fee the chain quotes for the transfer (TransactionPaymentApi), or 0n when it quotes none. */
  estimateFee(transfer: PolkadotTransfer): Promise<bigint>;
  /**
   * Builds the transfer, has `sign` sign its payload (verified), submits it and resolves with its hash
   * once the chain accepted it; `final` resolves when it is finalized, and rejects with
   * PolkadotConnectionLostError when the websocket closes first (no status can arrive after that).
   */
  send(
    transfer: PolkadotTransfer,
    sign: (payload: PolkadotTransactionPayload) => Promise<`0x${string}`>,
  ): Promise<{ hash: `0x${string}`; final: Promise<PolkadotFinalStatus> }>;
  close(): Promise<void>;
}

/** The node's reason for refusing a submission (its `data`, else its message). */
const refusal = (error: unknown) => {
  const text = String((error as Error)?.message ?? error);
  const code = Number(/^(\d+):/.exec(text)?.[1]);
  return new PolkadotTransactionRefusedError(
    text.replace(/^\d+:\s*/, ''),
    Number.isFinite(code) ? code : undefined,
    {
      cause: error,
    },
  );
};

/**
 * Connects to `url`; rejects when the node cannot be reached (no endless reconnecting). A connection
 * that drops later calls `onDisconnected` (the caller forgets the session and opens a new one next time)
 * and fails the transfers still waiting for finalization: their subscription ends with the socket.
 */
export async function openPolkadotApi(
  url: string,
  onDisconnected: () => void = () => undefined,
): Promise<PolkadotApiSession> {
  const provider = new WsProvider(url, false);
  await provider.connect();
  /** Fails one transfer that is not final yet; called when the socket closes. */
  const waiting = new Set<() => void>();
  provider.on('disconnected', () => {
    onDisconnected();
    for (const lost of [...waiting]) lost();
    waiting.clear();
  });
  const api = await ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true });
  const call = ({ to, value, keepAlive }: PolkadotTransfer) =>
    keepAlive ? api.tx.balances.transferKeepAlive(to, value) : api.tx.balances.transferAllowDeath(to, value);

  const verified = (payload: PolkadotTransactionPayload, signature: `0x${string}`) => {
    const bytes = api.registry
      .createType('ExtrinsicPayload', payload, { version: payload.version })
      .toU8a({ method: true });
    const message = bytes.length > 256 ? blake2AsU8a(bytes, 256) : bytes;
    if (!signatureVerify(message, signature, payload.address).isValid)
      throw new InvalidPolkadotWalletAnswerError(
        POLKADOT_METHODS.signTransaction,
        'the signature does not verify',
      );
    return signature;
  };

  return {
    existentialDeposit: api.consts.balances.existentialDeposit.toBigInt(),
    async freeBalance(address) {
      return (await api.query.system.account(address)).data.free.toBigInt();
    },
    async estimateFee(transfer) {
      try {
        return (await call(transfer).paymentInfo(transfer.from)).partialFee.toBigInt();
      } catch {
        // A node without the fee runtime API (the sandbox simulator charges no fees) quotes nothing.
        return 0n;
      }
    },
    async send(transfer, sign) {
      let id = 0;
      const tx = call(transfer);
      await tx.signAsync(transfer.from, {
        signer: {
          signPayload: async (payload) => {
            const json = payload as unknown as PolkadotTransactionPayload;
            return { id: ++id, signature: verified(json, await sign(json)) };
          },
        },
      });
      const hash = tx.hash.toHex();
      let settle: (status: PolkadotFinalStatus) => void = () => undefined;
      let fail: (error: unknown) => void = () => undefined;
      const final = new Promise<PolkadotFinalStatus>((resolve, reject) => {
        settle = resolve;
        fail = reject;
      });
      const lost = () => fail(new PolkadotConnectionLostError(hash, url));
      waiting.add(lost);
      const done = () => waiting.delete(lost);
      // Settled either way, it leaves `waiting`; this handler also makes a connection lost while nobody
      // waits (waitForTransaction is the caller's choice) no unhandled rejection.
      final.then(done, done);
      await tx
        .send(({ status, dispatchError }) => {
          if (dispatchError || status.isDropped || status.isInvalid || status.isUsurped) settle('reverted');
          else if (status.isFinalized) settle('success');
        })
        .catch((error: unknown) => {
          done();
          // A socket that closed under the submission is no refusal: the node may have the extrinsic.
          throw provider.isConnected
            ? refusal(error)
            : new PolkadotConnectionLostError(hash, url, { cause: error });
        });
      return { hash, final };
    },
    close: () => api.disconnect(),
  };
}
