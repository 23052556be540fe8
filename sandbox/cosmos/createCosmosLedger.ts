import { sha256 } from '@cosmjs/crypto';
import { fromBech32, toHex } from '@cosmjs/encoding';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import {
  CosmosTxError,
  type DecodedCosmosTx,
  decodeCosmosTx,
  MSG_SEND_TYPE,
  SDK_CODES,
  verifyDirectSignature,
} from './cosmosTxChecks';

// The simulator's state: bank balances and auth accounts in memory, one block per transaction.
// broadcast runs CheckTx (cosmosTxChecks.ts, then sequence and fee as the SDK's ante handler does:
// the fee is taken and the sequence moves even if a message then fails) and, when that passes,
// DeliverTx at once (the MsgSends; a send over the balance fails with code 5 and moves nothing).

/** Fixed gas the simulator reports as used (it meters nothing). */
export const COSMOS_SIMULATOR_GAS_USED = 80_000n;
/** The smallest fee it takes, in the chain's denomination (one fixed fee: no gas prices). */
export const COSMOS_SIMULATOR_MIN_FEE = 5_000n;

export interface CosmosLedgerAccount {
  accountNumber: bigint;
  sequence: bigint;
  /** Known once the account has signed a transaction. */
  publicKey?: Uint8Array;
}

/** One ABCI event attribute / event, as CometBFT 0.38 serialises them. */
export interface CosmosEvent {
  type: string;
  attributes: { key: string; value: string; index: boolean }[];
}

/** ABCI ExecTxResult / CheckTx answer. */
export interface CosmosTxResult {
  code: number;
  codespace: string;
  log: string;
  data: string;
  events: CosmosEvent[];
  gas_wanted: string;
  gas_used: string;
}

/** A transaction in a block. */
export interface CosmosTxRecord {
  /** Upper-case hex of sha256(tx bytes), as CometBFT names transactions. */
  hash: string;
  height: number;
  tx: Uint8Array;
  result: CosmosTxResult;
}

export interface CosmosLedger {
  readonly chainId: string;
  readonly denom: string;
  height(): number;
  blockTime(): Date;
  balance(address: string, denom: string): bigint;
  balances(address: string): Coin[];
  account(address: string): CosmosLedgerAccount | undefined;
  /** Adds funds (genesis); creates the account. */
  credit(address: string, denom: string, amount: bigint): void;
  /** CheckTx then, when it passes, DeliverTx in a new block; resolves with the CheckTx answer. */
  broadcast(tx: Uint8Array): Promise<{ hash: string; check: CosmosTxResult }>;
  transactions: Map<string, CosmosTxRecord>;
}

const event = (type: string, attributes: Record<string, string>): CosmosEvent => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value, index: true })),
});

const coinsText = (coins: readonly Coin[]) => coins.map((c) => `${c.amount}${c.denom}`).join(',');

const result = (
  code: number,
  log: string,
  gasWanted: bigint,
  events: CosmosEvent[] = [],
): CosmosTxResult => ({
  code,
  codespace: code === 0 ? '' : 'sdk',
  log,
  data: '',
  events,
  gas_wanted: String(gasWanted),
  gas_used: String(code === 0 ? COSMOS_SIMULATOR_GAS_USED : 0n),
});

/** Amounts of a coin list, per denomination; refuses negative or malformed amounts. */
function sumCoins(coins: readonly Coin[], into = new Map<string, bigint>()): Map<string, bigint> {
  for (const coin of coins) {
    if (!/^\d+$/.test(coin.amount) || !/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(coin.denom))
      throw new CosmosTxError(SDK_CODES.invalidCoins, `invalid coins: ${coinsText(coins)}`);
    into.set(coin.denom, (into.get(coin.denom) ?? 0n) + BigInt(coin.amount));
  }
  return into;
}

/** Creates an empty ledger for `chainId`. */
export function createCosmosLedger(chainId: string, denom: string): CosmosLedger {
  const banks = new Map<string, Map<string, bigint>>();
  const accounts = new Map<string, CosmosLedgerAccount>();
  const transactions = new Map<string, CosmosTxRecord>();
  let height = 1;
  let time = new Date('2026-11-27T00:00:00Z');
  let queue: Promise<unknown> = Promise.resolve();

  const bank = (address: string) => {
    const coins = banks.get(address) ?? new Map<string, bigint>();
    banks.set(address, coins);
    return coins;
  };
  const ensureAccount = (address: string) => {
    const account = accounts.get(address) ?? { accountNumber: BigInt(accounts.size), sequence: 0n };
    accounts.set(address, account);
    return account;
  };
  const spend = (address: string, needs: Map<string, bigint>) => {
    const coins = bank(address);
    for (const [coinDenom, amount] of needs) {
      const held = coins.get(coinDenom) ?? 0n;
      if (held < amount)
        throw new CosmosTxError(
          SDK_CODES.insufficientFunds,
          `spendable balance ${held}${coinDenom} is smaller than ${amount}${coinDenom}: insufficient funds`,
        );
    }
    for (const [coinDenom, amount] of needs) coins.set(coinDenom, (coins.get(coinDenom) ?? 0n) - amount);
  };
  const checkAddress = (address: string) => {
    try {
      if (fromBech32(address, 90).prefix === 'cosmos') return;
    } catch {
      // Reported below.
    }
    throw new CosmosTxError(SDK_CODES.invalidAddress, `invalid address: ${address}`);
  };

  /** The ante handler: signature, sequence and fee. Throws CosmosTxError; changes state only at the end. */
  const check = async (tx: DecodedCosmosTx) => {
    const account = accounts.get(tx.signer);
    if (!account)
      throw new CosmosTxError(
        SDK_CODES.unknownAddress,
        `account ${tx.signer} does not exist: unknown address`,
      );
    if (tx.sequence !== account.sequence)
      throw new CosmosTxError(
        SDK_CODES.wrongSequence,
        `account sequence mismatch, expected ${account.sequence}, got ${tx.sequence}: incorrect account sequence`,
      );
    if (!(await verifyDirectSignature(tx, chainId, account.accountNumber)))
      throw new CosmosTxError(
        SDK_CODES.unauthorized,
        `signature verification failed; please verify account number (${account.accountNumber}) and chain-id (${chainId}): unauthorized`,
      );
    const fee = sumCoins(tx.authInfo.fee?.amount ?? []);
    if ((fee.get(denom) ?? 0n) < COSMOS_SIMULATOR_MIN_FEE)
      throw new CosmosTxError(
        SDK_CODES.insufficientFee,
        `insufficient fees; got: ${coinsText(tx.authInfo.fee?.amount ?? [])} required: ${COSMOS_SIMULATOR_MIN_FEE}${denom}: insufficient fee`,
      );
    for (const send of tx.sends) checkAddress(send.toAddress);
    spend(tx.signer, fee);
    account.sequence += 1n;
    account.publicKey ??= tx.publicKey;
    return fee;
  };

  /** The messages, all or nothing. */
  const deliver = (tx: DecodedCosmosTx): CosmosEvent[] => {
    const events: CosmosEvent[] = [];
    const needs = new Map<string, bigint>();
    for (const send of tx.sends) sumCoins(send.amount, needs);
    spend(tx.signer, needs);
    for (const send of tx.sends) {
      ensureAccount(send.toAddress);
      for (const coin of send.amount) {
        const coins = bank(send.toAddress);
        coins.set(coin.denom, (coins.get(coin.denom) ?? 0n) + BigInt(coin.amount));
      }
      events.push(
        event('message', { action: MSG_SEND_TYPE, sender: send.fromAddress, module: 'bank' }),
        event('transfer', {
          recipient: send.toAddress,
          sender: send.fromAddress,
          amount: coinsText(send.amount),
        }),
      );
    }
    return events;
  };

  const ledger: CosmosLedger = {
    chainId,
    denom,
    transactions,
    height: () => height,
    blockTime: () => time,
    balance: (address, coinDenom) => banks.get(address)?.get(coinDenom) ?? 0n,
    balances: (address) =>
      [...(banks.get(address) ?? new Map<string, bigint>())]
        .filter(([, amount]) => amount > 0n)
        .map(([coinDenom, amount]) => ({ denom: coinDenom, amount: String(amount) })),
    account: (address) => accounts.get(address),
    credit(address, coinDenom, amount) {
      ensureAccount(address);
      bank(address).set(coinDenom, (bank(address).get(coinDenom) ?? 0n) + amount);
    },
    broadcast(bytes) {
      // One at a time, as a node's mempool takes them: the signature check awaits, and two sends of the
      // same sequence must not both pass it.
      const next = queue.then(() => broadcastOne(bytes));
      queue = next.catch(() => undefined);
      return next;
    },
  };
  return ledger;

  async function broadcastOne(bytes: Uint8Array): Promise<{ hash: string; check: CosmosTxResult }> {
    const hash = toHex(sha256(bytes)).toUpperCase();
    let tx: DecodedCosmosTx;
    let fee: Map<string, bigint>;
    const gasWanted = (candidate?: DecodedCosmosTx) => candidate?.authInfo.fee?.gasLimit ?? 0n;
    try {
      tx = decodeCosmosTx(bytes);
      fee = await check(tx);
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error;
      return { hash, check: result(error.code, error.log, 0n) };
    }
    height += 1;
    time = new Date(time.getTime() + 1000);
    const feeEvent = event('tx', { fee: `${fee.get(denom)}${denom}`, fee_payer: tx.signer });
    const sequenceEvent = event('tx', { acc_seq: `${tx.signer}/${tx.sequence}` });
    let delivered: CosmosTxResult;
    try {
      delivered = result(0, '', gasWanted(tx), [feeEvent, sequenceEvent, ...deliver(tx)]);
    } catch (error) {
      if (!(error instanceof CosmosTxError)) throw error;
      delivered = result(
        error.code,
        `failed to execute message; message index: 0: ${error.log}`,
        gasWanted(tx),
        [feeEvent, sequenceEvent],
      );
    }
    transactions.set(hash, { hash, height, tx: bytes, result: delivered });
    return { hash, check: result(0, '', gasWanted(tx)) };
  }
}
