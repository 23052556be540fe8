import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import {
  type Chain,
  createWalletClient,
  defineChain,
  formatEther,
  type Hex,
  hexToBigInt,
  hexToBytes,
  hexToNumber,
  http,
  isHex,
  type LocalAccount,
  toHex,
} from 'viem';
import { FRAME_USER_REJECTED_MESSAGE } from '../../../src/core/constants/frame';
import type { RpcRequestPayload } from '../../../src/frame/schemas/rpc';
import { parseSolanaTransaction, signSolanaTransaction } from './solanaWire';

/** An EVM call as the dapp asked for it (hex quantities), for the card to name, price and cost. */
export interface ApprovalCall {
  to?: string;
  value?: string;
  data?: string;
  gas?: string;
  maxFeePerGas?: string;
  gasPrice?: string;
}

/**
 * What the approval card shows: the method and labelled lines (recipient, amount, message text...);
 * with the chain and, for EVM sends, the calls themselves, so the card can add names, USD and the fee.
 */
export interface ApprovalRequest {
  method: string;
  lines: { label: string; value: string }[];
  /** CAIP-2 id of the chain the request is for. */
  chainId?: string;
  /** The signing account. */
  from?: string;
  calls?: ApprovalCall[];
}

/** Asks the user; resolves true for Approve, false for Reject (or when `signal` withdraws the request). */
export interface ApprovalUi {
  request(approval: ApprovalRequest, signal?: AbortSignal): Promise<boolean>;
}

/** The keys of the signed-in user, in the page's memory. */
export interface FrameWallet {
  evm: LocalAccount;
  solanaSeed: Uint8Array;
  solanaPublicKey: Uint8Array;
  solanaAddress: string;
}

export interface CreateFrameRpcParameters {
  approvals: ApprovalUi;
  wallet: () => FrameWallet | undefined;
  /** The eip155 chain a request is for: its numeric id and node URL. */
  evmChain: (chainId?: string | number) => { id: number; rpcUrl: string };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const printable = (bytes: Uint8Array) => {
  try {
    const text = utf8.decode(bytes);
    return /^[\P{Cc}\n\r\t]*$/u.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
};

async function jsonRpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new Error(body.error.message ?? `${method} failed`);
  return body.result;
}

/** RPC_REQUEST in the frame: reads go to the chain; signing and sending need the user's approval first. */
export function createFrameRpc({ approvals, wallet, evmChain }: CreateFrameRpcParameters) {
  const batches = new Map<string, { chainId: number; rpcUrl: string; hashes: Hex[] }>();

  // A request the kit withdrew (ABORT_REQUEST) is a rejection: its card closes or never opens.
  const approveWith = async (approval: ApprovalRequest, signal?: AbortSignal) => {
    if (signal?.aborted || !(await approvals.request(approval, signal))) {
      throw new Error(FRAME_USER_REJECTED_MESSAGE);
    }
  };
  const signedIn = () => {
    const current = wallet();
    if (!current) throw new Error('Not signed in');
    return current;
  };
  const ownEvm = (address: string | undefined) => {
    const current = signedIn();
    if (address !== undefined && address.toLowerCase() !== current.evm.address.toLowerCase()) {
      throw new Error(`Unknown account ${address}`);
    }
    return current.evm;
  };
  const sendTransaction = (
    account: LocalAccount,
    chainId: number,
    rpcUrl: string,
    raw: Record<string, string | undefined>,
  ) => {
    const tx = raw as Record<string, Hex | undefined>;
    const chain: Chain = defineChain({
      id: chainId,
      name: `eip155:${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    const client = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) });
    const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value));
    return client.sendTransaction({
      account,
      chain,
      to: tx.to,
      data: tx.data ?? tx.input,
      value: big(tx.value),
      gas: big(tx.gas),
      ...(tx.nonce ? { nonce: hexToNumber(tx.nonce) } : {}),
      ...(tx.maxFeePerGas
        ? { maxFeePerGas: big(tx.maxFeePerGas), maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas) }
        : {}),
    } as Parameters<typeof client.sendTransaction>[0]);
  };
  const txLines = (tx: { to?: string; value?: string; data?: string }) => [
    { label: 'To', value: tx.to ?? '(new contract)' },
    { label: 'Value', value: `${formatEther(tx.value ? hexToBigInt(tx.value as Hex) : 0n)} ETH` },
    ...(tx.data && tx.data !== '0x' ? [{ label: 'Data', value: `${(tx.data.length - 2) / 2} bytes` }] : []),
  ];
  const solanaSign = (message: Uint8Array) => ed25519.sign(message, signedIn().solanaSeed);

  /** One RPC_REQUEST; `signal` is the kit's withdrawal of it (ABORT_REQUEST). */
  return async function request(payload: RpcRequestPayload, signal?: AbortSignal): Promise<unknown> {
    const approve = (approval: ApprovalRequest) => approveWith(approval, signal);
    const chain = () => evmChain(payload.chainId);
    switch (payload.method) {
      case 'eth_accounts':
        return wallet() ? [wallet()?.evm.address] : [];
      case 'eth_chainId':
        return toHex(chain().id);
      case 'wallet_getCapabilities':
        return {};
      case 'wallet_getCallsStatus': {
        const batch = batches.get(payload.params[0]);
        if (!batch) throw new Error('Unknown batch id');
        const receipts = await Promise.all(
          batch.hashes.map((hash) => jsonRpc(batch.rpcUrl, 'eth_getTransactionReceipt', [hash])),
        );
        const done = receipts.every(Boolean);
        return {
          version: '2.0.0',
          id: payload.params[0],
          chainId: toHex(batch.chainId),
          atomic: false,
          status: done ? 200 : 100,
          receipts: done ? receipts : [],
        };
      }
      case 'wallet_getAssets':
      case 'wallet_grantPermissions':
      case 'wallet_revokePermissions':
        throw new Error(`${payload.method} is not supported by the reference frame`);
      case 'personal_sign': {
        const [message, address] = payload.params;
        const account = ownEvm(address);
        const text = isHex(message) ? printable(hexToBytes(message)) : message;
        await approve({
          method: 'personal_sign',
          lines: [{ label: 'Message', value: text ?? message }],
          chainId: `eip155:${chain().id}`,
          from: account.address,
        });
        return account.signMessage({ message: isHex(message) ? { raw: message } : message });
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = payload.params;
        const account = ownEvm(address);
        let typed: {
          types: Record<string, unknown>;
          primaryType: string;
          domain: Record<string, unknown>;
          message: Record<string, unknown>;
        };
        try {
          typed = typeof raw === 'string' ? JSON.parse(raw) : raw;
        } catch {
          throw new Error('The typed data is not valid JSON');
        }
        const { EIP712Domain: _domainType, ...types } = typed.types ?? {};
        await approve({
          method: 'eth_signTypedData_v4',
          chainId: `eip155:${chain().id}`,
          from: account.address,
          lines: [
            { label: 'Type', value: typed.primaryType },
            { label: 'Domain', value: String(typed.domain?.name ?? '') },
            { label: 'Message', value: JSON.stringify(typed.message, null, 1) },
          ],
        });
        return account.signTypedData({
          domain: typed.domain,
          types,
          primaryType: typed.primaryType,
          message: typed.message,
        } as Parameters<LocalAccount['signTypedData']>[0]);
      }
      case 'eth_sendTransaction': {
        const [tx] = payload.params;
        const account = ownEvm(tx.from);
        const { id, rpcUrl } = tx.chainId ? evmChain(hexToNumber(tx.chainId as Hex)) : chain();
        await approve({
          method: 'eth_sendTransaction',
          lines: txLines(tx),
          chainId: `eip155:${id}`,
          from: account.address,
          calls: [tx],
        });
        return sendTransaction(account, id, rpcUrl, tx);
      }
      case 'wallet_sendCalls': {
        const [batch] = payload.params;
        const account = ownEvm(batch.from);
        const { id, rpcUrl } = evmChain(hexToNumber(batch.chainId as Hex));
        await approve({
          method: 'wallet_sendCalls',
          chainId: `eip155:${id}`,
          from: account.address,
          calls: batch.calls,
          lines: batch.calls.flatMap((call, index) =>
            txLines(call).map((line) => ({ ...line, label: `Call ${index + 1}: ${line.label}` })),
          ),
        });
        // Sequential, not atomic: the reference frame has no smart account to batch with.
        const hashes: Hex[] = [];
        for (const call of batch.calls) hashes.push(await sendTransaction(account, id, rpcUrl, call));
        const batchId = toHex(crypto.getRandomValues(new Uint8Array(32)));
        batches.set(batchId, { chainId: id, rpcUrl, hashes });
        return { id: batchId };
      }
      case 'solana_signMessage': {
        const current = signedIn();
        if (payload.params.pubkey !== current.solanaAddress)
          throw new Error(`Unknown account ${payload.params.pubkey}`);
        let bytes: Uint8Array;
        try {
          bytes = base58.decode(payload.params.message);
        } catch {
          throw new Error('The message is not base58');
        }
        await approve({
          method: 'solana_signMessage',
          ...(payload.chainId === undefined ? {} : { chainId: String(payload.chainId) }),
          from: current.solanaAddress,
          lines: [{ label: 'Message', value: printable(bytes) ?? payload.params.message }],
        });
        return { signature: base58.encode(solanaSign(bytes)) };
      }
      case 'solana_signTransaction':
      case 'solana_signAllTransactions': {
        const current = signedIn();
        const encoded =
          payload.method === 'solana_signTransaction'
            ? [payload.params.transaction]
            : payload.params.transactions;
        const parsed = encoded.map((text) => {
          let bytes: Uint8Array;
          try {
            bytes = base64.decode(text);
          } catch {
            throw new Error('Invalid Solana transaction: not base64');
          }
          return parseSolanaTransaction(bytes);
        });
        await approve({
          method: payload.method,
          ...(payload.chainId === undefined ? {} : { chainId: String(payload.chainId) }),
          from: current.solanaAddress,
          lines: parsed.map((tx, index) => ({
            label: `Transaction ${index + 1}`,
            value: `${tx.message.length} bytes, fee payer ${base58.encode(tx.signers[0] ?? new Uint8Array())}`,
          })),
        });
        const signed = parsed.map((tx) =>
          base64.encode(signSolanaTransaction(tx, current.solanaPublicKey, solanaSign)),
        );
        return payload.method === 'solana_signTransaction'
          ? { transaction: signed[0] }
          : { transactions: signed };
      }
      case 'solana_signAndSendTransaction':
        throw new Error('No Solana RPC in the sandbox');
      default:
        return jsonRpc(chain().rpcUrl, payload.method, payload.params ?? []);
    }
  };
}
