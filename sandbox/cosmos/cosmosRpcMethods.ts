import { sha256 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toBase64, toHex, toUtf8 } from '@cosmjs/encoding';
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth';
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query';
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SECP256K1_PUBKEY_TYPE } from './cosmosTxChecks';
import type { CosmosLedger, CosmosTxRecord } from './createCosmosLedger';

// The CometBFT 0.38 JSON-RPC methods the simulator answers (the ones @cosmjs/stargate's clients use
// for bank sends): status, abci_query (bank Balance / AllBalances, auth Account, as protobuf),
// broadcast_tx_sync, tx and tx_search. Anything else is "Method not found".

/** A JSON-RPC error with CometBFT's shape (`data` carries the detail). */
export class CosmosRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
  }
}

type Params = Record<string, unknown>;
export type CosmosRpcMethods = Record<string, (params: Params) => unknown | Promise<unknown>>;

const fixedHex = (text: string, bytes = 32) => toHex(sha256(toUtf8(text)).slice(0, bytes)).toUpperCase();

/** The node's status: CometBFT 0.38 (cosmjs picks its 0.38 client from `version`). */
function status(ledger: CosmosLedger, rpcAddress: string) {
  const height = String(ledger.height());
  return {
    node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      id: fixedHex('portico cosmos simulator node', 20).toLowerCase(),
      listen_addr: 'tcp://127.0.0.1:26656',
      network: ledger.chainId,
      version: '0.38.17',
      channels: '40202122233038606100',
      moniker: 'portico-cosmos-simulator',
      other: { tx_index: 'on', rpc_address: rpcAddress },
    },
    sync_info: {
      latest_block_hash: fixedHex(`block ${height}`),
      latest_app_hash: fixedHex(`app ${height}`),
      latest_block_height: height,
      latest_block_time: ledger.blockTime().toISOString(),
      earliest_block_hash: fixedHex('block 1'),
      earliest_app_hash: fixedHex('app 1'),
      earliest_block_height: '1',
      earliest_block_time: '2026-11-27T00:00:00Z',
      catching_up: false,
    },
    validator_info: {
      address: fixedHex('portico cosmos simulator validator', 20),
      pub_key: {
        type: 'tendermint/PubKeyEd25519',
        value: toBase64(sha256(toUtf8('portico cosmos simulator validator key'))),
      },
      voting_power: '10',
    },
  };
}

/** An abci_query answer: the protobuf response, or an SDK error as a node reports it. */
function abciQuery(ledger: CosmosLedger, params: Params) {
  const height = String(ledger.height());
  const answer = (value: Uint8Array) => ({
    response: {
      code: 0,
      log: '',
      info: '',
      index: '0',
      key: null,
      value: toBase64(value),
      proofOps: null,
      height,
    },
  });
  const data = fromHex(String(params.data ?? ''));
  switch (params.path) {
    case '/cosmos.bank.v1beta1.Query/Balance': {
      const { address, denom } = QueryBalanceRequest.decode(data);
      const amount = String(ledger.balance(address, denom));
      return answer(QueryBalanceResponse.encode({ balance: { denom, amount } }).finish());
    }
    case '/cosmos.bank.v1beta1.Query/AllBalances': {
      const { address } = QueryAllBalancesRequest.decode(data);
      return answer(QueryAllBalancesResponse.encode({ balances: ledger.balances(address) }).finish());
    }
    case '/cosmos.auth.v1beta1.Query/Account': {
      const { address } = QueryAccountRequest.decode(data);
      const account = ledger.account(address);
      if (!account)
        return {
          response: {
            code: 22,
            codespace: 'sdk',
            log: `rpc error: code = NotFound desc = account ${address} not found: key not found`,
            value: '',
            height,
          },
        };
      const pubKey = account.publicKey && {
        typeUrl: SECP256K1_PUBKEY_TYPE,
        value: PubKey.encode({ key: account.publicKey }).finish(),
      };
      const base = BaseAccount.encode({
        address,
        accountNumber: account.accountNumber,
        sequence: account.sequence,
        ...(pubKey ? { pubKey } : {}),
      }).finish();
      return answer(
        QueryAccountResponse.encode({
          account: { typeUrl: '/cosmos.auth.v1beta1.BaseAccount', value: base },
        }).finish(),
      );
    }
    default:
      return {
        response: { code: 6, codespace: 'sdk', log: `unknown query path ${String(params.path)}`, height },
      };
  }
}

const txJson = (record: CosmosTxRecord) => ({
  hash: record.hash,
  height: String(record.height),
  index: 0,
  tx_result: record.result,
  tx: toBase64(record.tx),
});

/** `tx.hash='..' AND message.sender='..'`: each condition on the hash, the height or an event attribute. */
function matches(record: CosmosTxRecord, query: string): boolean {
  const conditions = query.split(/\s+AND\s+/i).map((part) => part.trim());
  return conditions.every((condition) => {
    const match = /^([\w.]+)\s*=\s*'?([^']*)'?$/.exec(condition);
    if (!match)
      throw new CosmosRpcError(-32603, 'Internal error', `unsupported query condition ${condition}`);
    const [, key, value] = match as unknown as [string, string, string];
    if (key === 'tx.hash') return record.hash === value.toUpperCase();
    if (key === 'tx.height') return String(record.height) === value;
    const [type, attribute] = [key.slice(0, key.lastIndexOf('.')), key.slice(key.lastIndexOf('.') + 1)];
    return record.result.events.some(
      (e) => e.type === type && e.attributes.some((a) => a.key === attribute && a.value === value),
    );
  });
}

/** The methods, bound to one ledger. */
export function cosmosRpcMethods(ledger: CosmosLedger, rpcAddress: string): CosmosRpcMethods {
  return {
    status: () => status(ledger, rpcAddress),
    abci_query: (params) => abciQuery(ledger, params),
    async broadcast_tx_sync(params) {
      let bytes: Uint8Array;
      try {
        bytes = fromBase64(String(params.tx ?? ''));
      } catch {
        throw new CosmosRpcError(-32602, 'Invalid params', 'tx is not base64');
      }
      const { hash, check } = await ledger.broadcast(bytes);
      return { code: check.code, data: '', log: check.log, codespace: check.codespace, hash };
    },
    tx(params) {
      const hash = toHex(fromBase64(String(params.hash ?? ''))).toUpperCase();
      const record = ledger.transactions.get(hash);
      if (!record) throw new CosmosRpcError(-32603, 'Internal error', `tx (${hash}) not found`);
      return txJson(record);
    },
    tx_search(params) {
      const query = String(params.query ?? '');
      const found = [...ledger.transactions.values()].filter((record) => matches(record, query));
      if (params.order_by === 'desc') found.reverse();
      return { txs: found.map(txJson), total_count: String(found.length) };
    },
  };
}
