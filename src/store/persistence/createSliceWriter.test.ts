import { createPersistConfig } from './createPersistConfig';
import { createSliceWriter } from './createSliceWriter';
import { createMemoryStorage, toAsyncStorage } from './kitStorage';
import { parseStoredText } from './storedValue';

const ENTRY = {
  key: 'connectors',
  version: 1,
  whitelist: ['recentWallets', 'networks'],
  codecs: {
    networks: {
      toStorage: (value: unknown) => (value as string[]).join(','),
      fromStorage: (value: unknown) => String(value).split(','),
    },
  },
};

function setUp() {
  const storage = createMemoryStorage();
  const setItem = jest.spyOn(storage, 'setItem');
  const config = createPersistConfig(ENTRY, toAsyncStorage(storage), { warn: () => undefined });
  return { storage, setItem, writer: createSliceWriter(config) };
}

describe('createSliceWriter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("default: writes redux-persist's form (each whitelisted field JSON-encoded again, with _persist), which reads back", async () => {
    const { storage, writer } = setUp();
    writer.update({
      recentWallets: [{ id: 'io.metamask' }],
      networks: ['eip155:1', 'eip155:8453'],
      open: true,
      _persist: { version: 1, rehydrated: true },
    });
    await writer.flush();
    const text = storage.dump()['@appkit/connectors']!;
    expect(text).toBe(
      '{"recentWallets":"[{\\"id\\":\\"io.metamask\\"}]","networks":"\\"eip155:1,eip155:8453\\"","_persist":"{\\"version\\":1,\\"rehydrated\\":true}"}',
    );
    expect(parseStoredText(text, '@appkit/connectors', () => undefined)).toEqual({
      recentWallets: [{ id: 'io.metamask' }],
      networks: 'eip155:1,eip155:8453',
      _persist: { version: 1, rehydrated: true },
    });
  });

  test('behavior: changes within a tick are one write, on the next tick; unchanged states write nothing', async () => {
    const { setItem, writer } = setUp();
    const wallets = [{ id: 'a' }];
    writer.update({ recentWallets: wallets });
    writer.update({ recentWallets: [{ id: 'b' }, ...wallets] });
    writer.update({ recentWallets: [{ id: 'c' }, { id: 'b' }, ...wallets] });
    expect(setItem).not.toHaveBeenCalled();
    await jest.runOnlyPendingTimersAsync();
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(setItem.mock.calls[0]?.[1]).toContain('c');
    const state = { recentWallets: wallets };
    writer.update(state);
    await jest.runOnlyPendingTimersAsync();
    writer.update({ ...state });
    await jest.runOnlyPendingTimersAsync();
    expect(setItem).toHaveBeenCalledTimes(2);
  });

  test('behavior: a field that is gone leaves storage; the others keep their text', async () => {
    const { storage, writer } = setUp();
    writer.update({ recentWallets: [{ id: 'a' }], networks: ['eip155:1'] });
    await writer.flush();
    writer.update({ recentWallets: [{ id: 'a' }] });
    await writer.flush();
    expect(JSON.parse(storage.dump()['@appkit/connectors']!)).toEqual({ recentWallets: '[{"id":"a"}]' });
  });

  test('error: a failed write is a warning, and the next write goes through', async () => {
    const storage = createMemoryStorage();
    jest.spyOn(storage, 'setItem').mockImplementationOnce(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = jest.fn();
    const writer = createSliceWriter(createPersistConfig(ENTRY, toAsyncStorage(storage), { warn }));
    writer.update({ recentWallets: [{ id: 'a' }] });
    await expect(writer.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[portico] could not write @appkit/connectors');
    writer.update({ recentWallets: [{ id: 'b' }] });
    await writer.flush();
    expect(storage.dump()['@appkit/connectors']).toContain('b');
  });
});
