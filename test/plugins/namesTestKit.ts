// Test support for the names plugin's flow and view tests: a real kit (createAppKit, Ethereum, Solana)
// with the names plugin loaded and an eip155 account connected through the store, as an adapter would.
// Two parts cannot run here and are stubs: the wallet's signMessage (the runtime's transaction service;
// test/adapters/adapterNamesSuite.ts signs for real against anvil) and the name service (a stub `fetch`
// answering like the reference API, which has its own route tests).
import { type AppKit, createAppKit, createMemoryStorage, ethereum, solana } from '../../src/index';
import type { RootState } from '../../src/store/createKitStore';
import { TRANSACTION_SERVICE_ID, type TransactionService } from '../../src/store/services/transactionService';
import { chainsSlice } from '../../src/store/slices/chainsSlice';
import { connectionSlice } from '../../src/store/slices/connectionSlice';

/** The connected account. */
export const OWNER = '0x52908400098527886E0F7030069857D2E4169EE7';
/** What the stub wallet answers to signMessage. */
export const SIGNATURE = `0x${'12'.repeat(65)}`;

/** What the stub name service saw and how it answers. */
export interface StubNameService {
  /** Paths asked, in order (`/v1/profile/suggestions/bob1`, ...). */
  paths: string[];
  /** Bodies posted to POST /v1/profile/account. */
  posted: Array<Record<string, unknown>>;
  /** Names taken (registration answers 409; suggestions leave them out). */
  taken: Set<string>;
  /** Answer every request with 500. */
  broken: boolean;
}

/** A names test kit: the kit, its stubs, and a reader of its state. */
export interface NamesTestKit {
  kit: AppKit;
  service: StubNameService;
  /** Messages the stub wallet was asked to sign. */
  signed: string[];
  /** What the stub wallet does when asked to sign (default: SIGNATURE). */
  sign: (message: string) => Promise<string>;
  state(): RootState;
  restore(): void;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Creates the kit, installs the stub `fetch` and wallet, loads the names plugin and connects OWNER. */
export async function createNamesTestKit(): Promise<NamesTestKit> {
  const realFetch = globalThis.fetch;
  const service: StubNameService = {
    paths: [],
    posted: [],
    taken: new Set(['alice.portico']),
    broken: false,
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/v1/supported-chains') return json({ http: ['eip155:1'], ws: [] });
    if (!url.pathname.startsWith('/v1/profile/')) return json({});
    service.paths.push(url.pathname);
    if (service.broken) return json({ error: 'stub failure' }, 500);
    const suggest = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(url.pathname);
    if (suggest) {
      const label = decodeURIComponent(suggest[1] ?? '');
      const all = [label, `${label}1`, `${label}2`].map((l) => `${l}.portico`);
      return json({ suggestions: all.filter((n) => !service.taken.has(n)).map((name) => ({ name })) });
    }
    if (url.pathname.startsWith('/v1/profile/reverse/')) {
      return json(service.taken.has('owner.portico') ? [{ name: 'owner.portico', address: OWNER }] : []);
    }
    if (url.pathname === '/v1/profile/account' && request.method === 'POST') {
      const body = (await request.json()) as Record<string, unknown>;
      service.posted.push(body);
      const { name } = JSON.parse(String(body.message)) as { name: string };
      if (service.taken.has(name)) return json({ error: { code: 'CONFLICT' } }, 409);
      service.taken.add(name);
      return json({ name, address: OWNER.toLowerCase() });
    }
    return json({ error: 'not found' }, 404);
  }) as typeof fetch;

  const kit = createAppKit({
    projectId: 'proj-1',
    networks: [ethereum, solana],
    apiUrl: 'https://api.test/',
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  await kit.ready;
  const testKit: NamesTestKit = {
    kit,
    service,
    signed: [],
    sign: async () => SIGNATURE,
    state: () => kit.store.getState() as RootState,
    restore() {
      kit.destroy();
      globalThis.fetch = realFetch;
    },
  };
  const wallet: TransactionService = {
    sendTransaction: async () => '0x',
    estimateGas: async () => 0n,
    getGasPrice: async () => 0n,
    fetchTokenBalances: async () => [],
    async signMessage(message) {
      testKit.signed.push(message);
      return testKit.sign(message);
    },
  };
  // After `ready`, so the adapter runtime's own service (which needs a chain) is replaced by the stub.
  kit.services.set(TRANSACTION_SERVICE_ID, wallet);
  await kit.plugins.load('names');
  kit.store.dispatch(connectionSlice.actions.connected({ namespace: 'eip155', connectorId: 'io.rabby' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace: 'eip155',
      address: OWNER,
      caipAddress: `eip155:1:${OWNER}`,
    }),
  );
  return testKit;
}
