import { EMBEDDED_SUPPORTED_RPC_METHODS, UNSAFE_RPC_METHODS } from '../../core/constants/rpcMethods';
import { TOAST } from '../../core/errors/toasts';
import type { FrameClient } from '../../frame/createFrameClient';
import { type RpcRequestPayload, rpcRequestPayloadSchema } from '../../frame/schemas/rpc';
import type { ShowNotificationParameters } from '../../store/actions/showNotification';
import type { ApprovalFlow } from './createApprovalFlow';
import { createListenerRegistry, type Listener } from './createListenerRegistry';
import { ProviderRpcError, toProviderError, UNSUPPORTED_METHOD_CODE } from './toProviderError';

// The embedded wallet as an EIP-1193 provider (`provider:eip155`): session reads are answered locally,
// supported methods go to the frame as RPC_REQUEST, the rest are refused (SPEC §5).

/** Delay before an unsupported method is refused with the 'Action not allowed' toast. */
export const UNSUPPORTED_METHOD_DELAY_MS = 300;

const SUPPORTED: ReadonlySet<string> = new Set(EMBEDDED_SUPPORTED_RPC_METHODS);
const UNSAFE: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS);

export interface EvmSession {
  address?: string;
  /** Numeric EVM chain id. */
  chainId?: number;
}

export interface FrameEip1193ProviderDependencies {
  frame: Pick<FrameClient, 'request' | 'abortRpcRequests'>;
  /** The connected account and chain (read on every call). */
  session(): EvmSession;
  approval: Pick<ApprovalFlow, 'run'>;
  showNotification?(parameters: ShowNotificationParameters): void;
  /** A timer cancelled with the kit. */
  setTimeout(fn: () => void, ms: number): () => void;
  /** The frame switched network (wallet_switchEthereumChain); the store is updated here. */
  onChainSwitched(chainId: number): void;
}

export interface RequestArguments {
  method: string;
  params?: unknown;
}

export interface FrameEip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): FrameEip1193Provider;
  removeListener(event: string, listener: Listener): FrameEip1193Provider;
  /** Emits `accountsChanged` / `chainChanged` when the session changes (called by the connector). */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', ...args: unknown[]): void;
}

/** Reads an EVM chain id in any of the forms wallets use: 8453, '8453', '0x2105', 'eip155:8453'. */
export function toEvmChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const raw = value.startsWith('eip155:') ? value.slice(7) : value;
  const parsed = /^0x[0-9a-f]+$/i.test(raw)
    ? Number.parseInt(raw, 16)
    : /^\d+$/.test(raw)
      ? Number(raw)
      : NaN;
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** 'Invalid params for personal_sign: params.1': where the params are wrong, never a value. */
export function invalidParamsMessage(method: string, error: { issues: { path: PropertyKey[] }[] }): string {
  const where = error.issues
    .slice(0, 3)
    .map((issue) => issue.path.map(String).join('.') || 'payload')
    .join(', ');
  return `Invalid params for ${method}: ${where}`;
}

/** Creates the EIP-1193 provider of the embedded wallet. */
export function createFrameEip1193Provider(deps: FrameEip1193ProviderDependencies): FrameEip1193Provider {
  const listeners = createListenerRegistry();

  const refuse = (method: string) =>
    new Promise<never>((_, reject) => {
      deps.setTimeout(() => {
        deps.showNotification?.({ message: TOAST.actionNotAllowed, variant: 'error' });
        reject(new ProviderRpcError(UNSUPPORTED_METHOD_CODE, `The method "${method}" is not supported`));
      }, UNSUPPORTED_METHOD_DELAY_MS);
    });

  const rpc = (method: string, params: unknown) => {
    const { chainId } = deps.session();
    const payload = {
      method,
      ...(params === undefined ? {} : { params }),
      ...(chainId ? { chainId: `eip155:${chainId}` } : {}),
    };
    // Checked before the approval view opens: bad params are refused at once and change nothing.
    const parsed = rpcRequestPayloadSchema.safeParse(payload);
    if (!parsed.success) {
      return Promise.reject(new ProviderRpcError(-32602, invalidParamsMessage(method, parsed.error)));
    }
    const send = () => deps.frame.request('RPC_REQUEST', payload as RpcRequestPayload);
    if (!UNSAFE.has(method)) return send().catch((error: unknown) => Promise.reject(toProviderError(error)));
    return deps.approval
      .run(send, () => deps.frame.abortRpcRequests())
      .catch((error: unknown) => Promise.reject(toProviderError(error)));
  };

  const switchChain = async (params: unknown) => {
    const requested = toEvmChainId((Array.isArray(params) ? params[0] : undefined)?.chainId);
    if (requested === undefined) throw new ProviderRpcError(-32602, 'Invalid chainId');
    try {
      const result = await deps.frame.request('SWITCH_NETWORK', { chainId: `eip155:${requested}` });
      deps.onChainSwitched(toEvmChainId(result.chainId) ?? requested);
      return null;
    } catch (error) {
      throw toProviderError(error);
    }
  };

  const provider: FrameEip1193Provider = {
    async request(args) {
      if (!args || typeof args.method !== 'string' || args.method.length === 0) {
        throw new ProviderRpcError(-32600, 'Invalid request: method must be a non-empty string');
      }
      const { method, params } = args;
      const { address, chainId } = deps.session();
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return address ? [address] : [];
        case 'eth_chainId':
          if (chainId === undefined) throw new ProviderRpcError(4900, 'The embedded wallet is not connected');
          return `0x${chainId.toString(16)}`;
        case 'wallet_switchEthereumChain':
          return switchChain(params);
      }
      if (!SUPPORTED.has(method)) return refuse(method);
      return rpc(method, params);
    },
    on(event, listener) {
      listeners.add(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.remove(event, listener);
      return provider;
    },
    emit(event, ...args) {
      listeners.emit(event, args);
    },
  };
  return provider;
}
