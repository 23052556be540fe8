import type { ChainAdapter } from '../../adapters/ChainAdapter';
import type { RuntimeSession } from '../../adapters/runtime/createRuntimeContext';
import type { WalletRuntime } from '../../adapters/runtime/WalletRuntime';
import { ChainAdapterNotFoundError } from '../../core/errors/connectionErrors';
import { TOAST } from '../../core/errors/toasts';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import { classifyRpcError } from '../../core/rpcErrors';
import { showNotification } from '../../store/actions/showNotification';
import { type ActionKit, walletRuntime } from './walletRuntime';

// What the wallet-request actions (signMessage, sendTransaction, ...) share: the connected session
// (whatever connector holds it: the provider comes from the session) and its adapter, and the SPEC §8
// toast when the user declines in the wallet.

/** The connected session of a namespace (the active one by default), its adapter and the runtime. */
export interface WalletContext {
  wallets: WalletRuntime;
  session: RuntimeSession;
  adapter: ChainAdapter;
}

/** The active (or given) namespace's session; rejects with NoActiveCaipAddressError when none is connected. */
export async function walletContext(kit: ActionKit, namespace?: ChainNamespace): Promise<WalletContext> {
  const wallets = await walletRuntime(kit);
  const session = wallets.session(namespace);
  return { wallets, session, adapter: await wallets.loadAdapter(session.namespace) };
}

/** The session's network; ChainAdapterNotFoundError when the wallet is on a network the kit was not given. */
export function requireNetwork(network: Network | undefined): Network {
  if (!network) throw new ChainAdapterNotFoundError();
  return network;
}

/**
 * Runs a request the user answers in the wallet. A refusal shows the SPEC §8 toast ("Signature
 * declined", or for a smart account "This application might not support Smart Accounts") and the
 * wallet's error is rethrown.
 */
export async function walletRequest<T>(
  kit: ActionKit,
  context: WalletContext,
  run: (context: WalletContext) => Promise<T>,
): Promise<T> {
  try {
    return await run(context);
  } catch (error) {
    if (classifyRpcError(error).kind === 'userRejected') {
      const { namespace } = context.session;
      const smart = context.wallets.getState().chains.preferredAccountTypes[namespace] === 'smartAccount';
      const message = smart ? TOAST.smartAccountUnsupported : TOAST.signatureDeclined;
      kit.store.dispatch(showNotification(kit.services, { message, variant: 'error' }));
    }
    throw error;
  }
}
