import { decodeBase58, encodeBase58 } from '../../core/base58';
// A cycle with createFrameSolanaProvider (which wires `request` to this): both only call each other
// at run time, after both modules have loaded.
import { toBase64 } from '../../core/base64';
import type { FrameSolanaProvider, SolanaRequestArguments, SolanaSendOptions } from './FrameSolanaProvider';
import { ProviderRpcError } from './toProviderError';

// The embedded wallet's Solana provider as the kit's Solana adapter talks to wallets: one `request`
// with the `solana_*` methods of src/adapters/solana/SolanaWalletProvider.ts (messages and signatures
// base58, transactions base64). It maps each onto the provider's own methods, so the approval flow
// and the checks stay in one place; the adapter then signs SIWS messages and transactions through it.

/** A request in the adapter's shape. */
export type { SolanaRequestArguments };

const invalidParams = (message: string) => new ProviderRpcError(-32602, message);

function paramsOf(args: SolanaRequestArguments): Record<string, unknown> {
  const params = args.params;
  if (params === undefined) return {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    throw invalidParams(`${args.method} takes an object of parameters`);
  }
  return params as Record<string, unknown>;
}

/** Answers one adapter request with `provider`'s methods. */
export async function frameSolanaRequest(
  provider: FrameSolanaProvider,
  args: SolanaRequestArguments,
): Promise<unknown> {
  const params = paramsOf(args);
  switch (args.method) {
    case 'solana_getAccounts':
      return provider.publicKey ? [{ pubkey: provider.publicKey }] : [];
    case 'solana_requestAccounts':
      // The embedded wallet connects through its login; here it can only report the account.
      if (!provider.publicKey) throw new ProviderRpcError(4100, 'The embedded wallet is not connected');
      return [{ pubkey: provider.publicKey }];
    case 'solana_signMessage': {
      const message = typeof params.message === 'string' ? decodeBase58(params.message) : null;
      if (!message) throw invalidParams('solana_signMessage needs the message as base58');
      if (params.pubkey !== undefined && params.pubkey !== provider.publicKey) {
        throw new ProviderRpcError(4100, 'The requested account is not the embedded wallet’s');
      }
      return { signature: encodeBase58(await provider.signMessage(message)) };
    }
    case 'solana_signTransaction':
      return { transaction: toBase64(await provider.signTransaction(String(params.transaction ?? ''))) };
    case 'solana_signAllTransactions': {
      const transactions = Array.isArray(params.transactions) ? params.transactions.map(String) : [];
      const signed = await provider.signAllTransactions(transactions);
      return { transactions: signed.map(toBase64) };
    }
    case 'solana_signAndSendTransaction': {
      const options = (params.sendOptions ?? params.options) as SolanaSendOptions | undefined;
      const signature = await provider.signAndSendTransaction(String(params.transaction ?? ''), options);
      return { signature };
    }
    case 'solana_disconnect':
      // The kit ends the embedded session through its connector (sign out), not through the adapter.
      return null;
    default:
      throw new ProviderRpcError(4200, `The embedded wallet does not support ${args.method}`);
  }
}
