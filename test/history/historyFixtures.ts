// Test support for the history plugin: transactions in the wire shape, and a stub `fetch` standing in
// for the blockchain API (supported chains, history pages, analytics). The reference API itself is
// tested in sandbox/api and by the browser test; these stubs only serve the kit's own rules.
import type { Store } from '@reduxjs/toolkit';
import type {
  HistoryResponse,
  Transaction,
  TransactionTransfer,
} from '../../src/plugins/history/historyTypes';
import { chainsSlice } from '../../src/store/slices/chainsSlice';
import { connectionSlice } from '../../src/store/slices/connectionSlice';

/** The account the history tests look at. */
export const ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A transfer of `numeric` ETH in `direction`; overrides go on top. */
export function transfer(overrides: Partial<TransactionTransfer> = {}): TransactionTransfer {
  return {
    direction: 'in',
    quantity: { numeric: '1.23456' },
    fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons.test/eth.png' } },
    ...overrides,
  };
}

/** A well-formed transaction hash made from an id, so each test transaction has its own. */
export function hashOf(id: string): string {
  const hex = Array.from(id, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return `0x${hex.padStart(64, '0').slice(-64)}`;
}

/** A confirmed Ethereum mainnet `receive` mined at `minedAt`; `metadata` and other fields merge in. */
export function transaction(
  id: string,
  minedAt: string,
  overrides: { metadata?: Partial<Transaction['metadata']>; transfers?: TransactionTransfer[] } = {},
): Transaction {
  return {
    id,
    metadata: {
      operationType: 'receive',
      hash: hashOf(id),
      minedAt,
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: ACCOUNT,
      status: 'confirmed',
      nonce: 1,
      chain: 'eip155:1',
      ...overrides.metadata,
    },
    transfers: overrides.transfers ?? [transfer()],
  };
}

/** One request the stub API received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  cache: string;
}

/** What the stub answers a history request with: a page, any other JSON, or an HTTP status. */
export type HistoryAnswer = HistoryResponse | { status: number } | { body: unknown };

/** Parameters of `createStubApi`. */
export interface StubApiParameters {
  /** Answers a history request; `query.cursor` is absent for the first page. */
  history(query: Record<string, string>, account: string): HistoryAnswer | Promise<HistoryAnswer>;
  /** CAIP-2 ids `GET v1/supported-chains` lists. */
  supportedChains?: string[];
}

/** The stub API: its `fetch` (install it as `globalThis.fetch`) and what it was asked. */
export interface StubApi {
  fetch: typeof fetch;
  requests: SeenRequest[];
  /** The history requests only, in order. */
  historyRequests(): SeenRequest[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A stub `fetch` for the blockchain API with the given history answers. */
export function createStubApi({
  history,
  supportedChains = ['eip155:1', 'eip155:8453'],
}: StubApiParameters): StubApi {
  const requests: SeenRequest[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      cache: request.cache,
    });
    if (url.pathname === '/v1/supported-chains') return json({ http: supportedChains, ws: [] });
    const match = /^\/v1\/account\/([^/]+)\/history$/.exec(url.pathname);
    if (!match) return json({});
    const query = Object.fromEntries(url.searchParams);
    const answer = await history(query, decodeURIComponent(match[1] ?? ''));
    if ('status' in answer) return json({ error: 'stub failure' }, answer.status);
    return json('body' in answer ? answer.body : answer);
  };
  return {
    fetch: stub as typeof fetch,
    requests,
    historyRequests: () => requests.filter((r) => r.path.endsWith('/history')),
  };
}

/** Connects `address` on eip155 through the store, as an adapter would (no balance: that is a refresh signal). */
export function connectAccount(store: Pick<Store, 'dispatch'>, address = ACCOUNT): void {
  store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  store.dispatch(
    chainsSlice.actions.accountUpdated({ namespace: 'eip155', address, caipAddress: `eip155:1:${address}` }),
  );
}

/** A promise with its resolve function, for answers a test releases when it wants. */
export function later<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
