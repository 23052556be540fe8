/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { render, screen, within } from '@testing-library/react';
import { ethereum } from '../../core/networks/chains/evm';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import { KitScope } from '../react/KitScope';
import type { KitApi } from './attachKitHooks';
import { useKitApi } from './useKitApi';

// The generated hooks of a kit's api read the store of the nearest <KitScope>: two kits on one page,
// each its own api and store, each view shows its own kit's answer.

const realFetch = globalThis.fetch;
const kits: AppKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy();
  globalThis.fetch = realFetch;
});

function newKit(apiUrl: string): AppKit {
  const kit = createAppKit({
    projectId: apiUrl.includes('a.') ? 'project-a' : 'project-b',
    networks: [ethereum],
    storage: createMemoryStorage(),
    apiUrl,
    features: { analytics: false },
    onWarn: () => undefined,
  });
  kits.push(kit);
  return kit;
}

function SupportedChains() {
  const { api, failed } = useKitApi('SupportedChains');
  if (failed) return <p>failed</p>;
  return api ? <SupportedChainsOf api={api} /> : <p>loading</p>;
}

function SupportedChainsOf({ api }: { api: KitApi }) {
  const { data } = api.useGetSupportedChainsQuery();
  return <p>{data ? data.http.join(' ') : 'loading'}</p>;
}

describe('useKitApi', () => {
  test('default: two kits on one page, each view reads its own kit api through the generated hook', async () => {
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return Response.json({ http: [url.hostname === 'a.test' ? 'eip155:1' : 'eip155:8453'], ws: [] });
    }) as typeof fetch;
    const a = newKit('https://a.test');
    const b = newKit('https://b.test');
    render(
      <>
        <section aria-label="A">
          <KitScope kit={a}>
            <SupportedChains />
          </KitScope>
        </section>
        <section aria-label="B">
          <KitScope kit={b}>
            <SupportedChains />
          </KitScope>
        </section>
      </>,
    );
    expect(await within(screen.getByRole('region', { name: 'A' })).findByText('eip155:1')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'B' })).findByText('eip155:8453')).toBeTruthy();
    const cached = (kit: AppKit) =>
      Object.values(kit.store.getState().blockchainApi?.queries ?? {}).map((q) => q?.data);
    expect(cached(a)).toEqual([{ http: ['eip155:1'], ws: [] }]);
    expect(cached(b)).toEqual([{ http: ['eip155:8453'], ws: [] }]);
  });

  test('behavior: once loaded, the api is there at the first render of the next view', async () => {
    globalThis.fetch = (async () => Response.json({ http: ['eip155:1'], ws: [] })) as typeof fetch;
    const kit = newKit('https://a.test');
    const first = render(
      <KitScope kit={kit}>
        <SupportedChains />
      </KitScope>,
    );
    await screen.findByText('eip155:1');
    first.unmount();
    render(
      <KitScope kit={kit}>
        <SupportedChains />
      </KitScope>,
    );
    expect(screen.getByText('eip155:1')).toBeTruthy();
  });

  test('error: an api that cannot be loaded is reported as failed, not left loading', async () => {
    const kit = newKit('https://a.test');
    kit.getApi = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    render(
      <KitScope kit={kit}>
        <SupportedChains />
      </KitScope>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});
