import { Transaction } from '@scure/btc-signer';
import { BITCOIN_REGTEST } from '../bitcoinRegtest';
import { bitcoinRpc } from '../bitcoinRpc';
import type { BitcoinSandboxAccount, BitcoinSandboxAddress } from '../bitcoinSandboxAccounts';
import { type BitcoinReader, createBitcoinReader } from '../createBitcoinReader';
import { buildBitcoinTransfer } from './buildBitcoinTransfer';
import { type BitcoinMessageProtocol, signBip322Message, signEcdsaMessage } from './signBitcoinMessage';

// The sandbox's Bitcoin dev wallet: a sats-connect provider (what Xverse injects as
// `window.XverseProviders.BitcoinProvider`): `request(method, params)` resolves with a JSON-RPC envelope
// `{ jsonrpc, id, result }` or `{ jsonrpc, id, error }`. It signs with a dev account's real keys
// (@scure/btc-signer, bip322-js) and sends through the sandbox chain's open endpoint. `behaviour` makes
// it misbehave the ways real wallets do: refuse, lack a method, answer garbage or a given answer.

export interface BitcoinDevWalletOptions {
  account: BitcoinSandboxAccount;
  /** The sandbox chain's open JSON-RPC endpoint (startBitcoinChain's rpcUrl). */
  rpcUrl: string;
}

/** A JSON-RPC envelope as sats-connect providers answer. */
export type SatsConnectEnvelope =
  | { jsonrpc: '2.0'; id: string | number | null; result: unknown }
  | { jsonrpc: '2.0'; id: string | number | null; error: { code: number; message: string } };

export type BitcoinDevWalletBehaviour = 'reject' | 'missing' | 'garbage' | { answer: unknown };

export interface BitcoinDevWallet {
  request(method: string, params?: unknown): Promise<SatsConnectEnvelope>;
  /** sats-connect's event API: `accountChange`, `networkChange`, `disconnect`; returns the remover. */
  addListener(event: string, listener: (payload: unknown) => void): () => void;
  calls: { method: string; params: unknown }[];
  connected: boolean;
  behaviour: Record<string, BitcoinDevWalletBehaviour>;
  emit(event: string, payload?: unknown): void;
  reader: BitcoinReader;
}

/** The methods it answers (`getInfo` lists them, as WBIP002 asks). */
export const DEV_WALLET_METHODS = [
  'getInfo',
  'getAccounts',
  'getAddresses',
  'wallet_getAccount',
  'wallet_disconnect',
  'getBalance',
  'signMessage',
  'sendTransfer',
  'signPsbt',
] as const;

/** sats-connect's RpcErrorCode values the wallet uses. */
const CODES = { userRejection: -32000, methodNotFound: -32601, invalidParams: -32602, accessDenied: -32002 };

class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Creates the wallet; it starts disconnected. */
export function createBitcoinDevWallet({ account, rpcUrl }: BitcoinDevWalletOptions): BitcoinDevWallet {
  const reader = createBitcoinReader(bitcoinRpc({ url: rpcUrl }));
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const own = [account.payment, account.ordinals];
  const purposeOf = (a: BitcoinSandboxAddress) => (a === account.payment ? 'payment' : 'ordinals');
  const describe = (address: BitcoinSandboxAddress) => ({
    address: address.address,
    publicKey: address.publicKey,
    purpose: purposeOf(address),
    addressType: address === account.payment ? 'p2wpkh' : 'p2tr',
    walletType: 'software',
  });
  /** The addresses of the purposes asked (sats-connect's `purposes`), payment when none are named. */
  const addresses = (purposes: unknown) => {
    const wanted = Array.isArray(purposes) ? purposes : ['payment'];
    return own.filter((a) => wanted.includes(purposeOf(a))).map(describe);
  };
  const requireConnected = () => {
    if (!wallet.connected) throw new WalletError(CODES.accessDenied, 'Not connected');
  };
  const ownAddress = (value: unknown) => {
    const found = own.find((a) => a.address === value);
    if (!found) throw new WalletError(CODES.invalidParams, `Not an address of this wallet: ${String(value)}`);
    return found;
  };

  const handlers: Record<string, (p: Record<string, unknown>) => Promise<unknown> | unknown> = {
    getInfo: () => ({ version: '1.0.0-portico-dev', methods: [...DEV_WALLET_METHODS], supports: [] }),
    getAccounts: (p) => {
      wallet.connected = true;
      return addresses(p.purposes);
    },
    getAddresses: (p) => {
      wallet.connected = true;
      return { addresses: addresses(p.purposes), network: { bitcoin: { name: 'Regtest' } } };
    },
    wallet_getAccount: () => {
      requireConnected();
      return {
        id: `dev-${account.index}`,
        addresses: own.map(describe),
        walletType: 'software',
        network: { bitcoin: { name: 'Regtest' } },
      };
    },
    wallet_disconnect: () => {
      wallet.connected = false;
      return null;
    },
    getBalance: async () => {
      const sats = await reader.balance(account.payment.script);
      return { confirmed: String(sats), unconfirmed: '0', total: String(sats) };
    },
    signMessage: (p) => {
      requireConnected();
      const signer = ownAddress(p.address);
      const message = String(p.message ?? '');
      const protocol: BitcoinMessageProtocol =
        p.protocol === 'ECDSA' || p.protocol === 'BIP322'
          ? p.protocol
          : signer === account.payment
            ? 'ECDSA'
            : 'BIP322';
      if (protocol === 'ECDSA' && signer !== account.payment)
        throw new WalletError(CODES.invalidParams, 'ECDSA signing needs the payment address');
      const signature =
        protocol === 'ECDSA'
          ? signEcdsaMessage(signer.privateKey, message)
          : signBip322Message(signer.privateKey, signer.address, message);
      return { signature, address: signer.address, protocol, messageHash: '' };
    },
    sendTransfer: (p) => sendTransfer(p),
    signPsbt: (p) => signPsbt(p),
  };

  async function sendTransfer(p: Record<string, unknown>) {
    requireConnected();
    const recipients = Array.isArray(p.recipients) ? p.recipients : [];
    if (recipients.length === 0) throw new WalletError(CODES.invalidParams, 'No recipients');
    const outputs = recipients.map((r: { address?: unknown; amount?: unknown }) => {
      if (typeof r.address !== 'string' || !Number.isSafeInteger(r.amount) || Number(r.amount) <= 0)
        throw new WalletError(
          CODES.invalidParams,
          'A recipient needs an address and a positive amount of sats',
        );
      return { address: r.address, amount: BigInt(r.amount as number) };
    });
    // Portico's extension of sendTransfer: the fee rate the user chose (sat/vB); else the node's estimate.
    const feeRate =
      typeof p.feeRate === 'number' && p.feeRate > 0 ? p.feeRate : (await reader.feeRate()).satPerVbyte;
    let built: ReturnType<typeof buildBitcoinTransfer>;
    try {
      built = buildBitcoinTransfer({
        utxos: await reader.utxos(account.payment.script),
        recipients: outputs,
        feeRate,
        changeAddress: account.payment.address,
        network: BITCOIN_REGTEST,
      });
    } catch (error) {
      throw new WalletError(CODES.invalidParams, error instanceof Error ? error.message : String(error));
    }
    if (!built) throw new WalletError(CODES.invalidParams, 'Insufficient funds');
    built.tx.sign(account.payment.privateKey);
    built.tx.finalize();
    return { txid: await reader.broadcast(built.tx.hex) };
  }

  async function signPsbt(p: Record<string, unknown>) {
    requireConnected();
    let tx: Transaction;
    try {
      tx = Transaction.fromPSBT(Buffer.from(String(p.psbt), 'base64'));
    } catch {
      throw new WalletError(CODES.invalidParams, 'Not a base64 PSBT');
    }
    const signInputs = (p.signInputs ?? {}) as Record<string, number[]>;
    for (const [signer, indexes] of Object.entries(signInputs)) {
      const key = ownAddress(signer).privateKey;
      for (const index of indexes) tx.signIdx(key, index);
    }
    if (p.broadcast === true) {
      tx.finalize();
      return { psbt: Buffer.from(tx.toPSBT()).toString('base64'), txid: await reader.broadcast(tx.hex) };
    }
    return { psbt: Buffer.from(tx.toPSBT()).toString('base64') };
  }

  let nextId = 1;
  const wallet: BitcoinDevWallet = {
    calls: [],
    connected: false,
    behaviour: {},
    reader,
    async request(method, params) {
      const id = nextId++;
      wallet.calls.push({ method, params });
      const behaviour = wallet.behaviour[method];
      const fail = (code: number, message: string): SatsConnectEnvelope => ({
        jsonrpc: '2.0',
        id,
        error: { code, message },
      });
      if (behaviour === 'reject') return fail(CODES.userRejection, 'User rejected the request');
      const handler = handlers[method];
      if (behaviour === 'missing' || !handler)
        return fail(CODES.methodNotFound, `Method not found: ${method}`);
      if (behaviour === 'garbage')
        return { jsonrpc: '2.0', id, result: { signature: 42, txid: 'zz', addresses: 'no' } };
      if (typeof behaviour === 'object') return { jsonrpc: '2.0', id, result: behaviour.answer };
      try {
        const result = await handler((params ?? {}) as Record<string, unknown>);
        return { jsonrpc: '2.0', id, result };
      } catch (error) {
        if (error instanceof WalletError) return fail(error.code, error.message);
        return fail(-32603, error instanceof Error ? error.message : String(error));
      }
    },
    addListener(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => void set.delete(listener);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
  };
  return wallet;
}
