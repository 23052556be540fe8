import { createNamesTestKit, type NamesTestKit, OWNER, SIGNATURE } from '../../../test/plugins/namesTestKit';
import { ethereum, solana } from '../../index';
import { cachesSlice } from '../../store/slices/cachesSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { modalSlice } from '../../store/slices/modalSlice';
import { accountNameProblem } from './accountNameRule';
import { loadNamesPlugin, type NamesPluginApi } from './loadNamesPlugin';
import { UnsupportedCoinTypeChainError } from './namesErrors';
import { coinTypeOf } from './namesFlow';
import { NAME_SUGGESTIONS_DEBOUNCE_MS } from './namesListeners';
import { namesStrings } from './namesStrings';

// Flow tests against a real kit; the wallet's signMessage and the name service are stubs
// (test/plugins/namesTestKit.ts), the real ones are in adapterNamesSuite and the route tests.

let t: NamesTestKit;
let names: NamesPluginApi;
const view = () => t.state().modal.history.at(-1)?.view;

beforeEach(async () => {
  t = await createNamesTestKit();
  names = await loadNamesPlugin(t.kit);
  t.kit.store.dispatch(modalSlice.actions.opened({ view: 'RegisterAccountName' }));
});

afterEach(() => {
  jest.useRealTimers();
  t.restore();
});

describe('accountNameProblem (SPEC §5)', () => {
  test('default: letters, digits and hyphen of at least 4 characters pass', () => {
    for (const label of ['bob1', 'BOB-2', 'a-b-c', '1234']) expect(accountNameProblem(label)).toBeUndefined();
  });

  test('error: fewer than 4 characters is tooShort; any other character is characters', () => {
    expect(accountNameProblem('bob')).toBe('tooShort');
    expect(accountNameProblem('')).toBe('tooShort');
    for (const label of ['bob_1', 'bob 1', 'bób1', 'bob.1'])
      expect(accountNameProblem(label)).toBe('characters');
    expect(namesStrings.tooShort).toBe('Name must be at least 4 characters');
  });
});

describe('coinTypeOf (ENSIP-11)', () => {
  test('default: 60 for Ethereum mainnet, 0x80000000 | chainId for other EVM chains', () => {
    expect(coinTypeOf(1)).toBe(60);
    expect(coinTypeOf(10)).toBe(2147483658);
    expect(coinTypeOf(8453)).toBe(0x80002105);
    expect(coinTypeOf(0x7fffffff)).toBe(0xffffffff);
  });

  test('error: a chain id from 2^31 up is refused with its id, never mapped onto another chain', () => {
    // 2^31 + 10 would have been 0x80000000 | 10: Optimism's coin type.
    for (const chainId of [2 ** 31, 2 ** 31 + 10, 2 ** 32 + 1, 2 ** 53]) {
      expect(() => coinTypeOf(chainId)).toThrow(UnsupportedCoinTypeChainError);
      try {
        coinTypeOf(chainId);
      } catch (error) {
        expect((error as InstanceType<typeof UnsupportedCoinTypeChainError>).data).toEqual({ chainId });
      }
    }
  });

  test('error: an id that is not a positive whole number is refused too', () => {
    for (const chainId of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => coinTypeOf(chainId)).toThrow(UnsupportedCoinTypeChainError);
  });
});

describe('names flow (stub wallet, stub name service)', () => {
  test('behavior: suggestions are asked once typing pauses for the debounce time', async () => {
    jest.useFakeTimers();
    for (const typed of ['b', 'bo', 'bob', 'bob1']) t.kit.store.dispatch(names.nameInputChanged(typed));
    await jest.advanceTimersByTimeAsync(NAME_SUGGESTIONS_DEBOUNCE_MS - 1);
    expect(t.service.paths.filter((p) => p.includes('suggestions'))).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await jest.runOnlyPendingTimersAsync();
    expect(t.service.paths.filter((p) => p.includes('suggestions'))).toEqual([
      '/v1/profile/suggestions/bob1',
    ]);
    expect(names.selectNames(t.state())?.suggestions).toEqual([
      'bob1.portico',
      'bob11.portico',
      'bob12.portico',
    ]);
  });

  test('behavior: a label breaking the rule asks for no suggestions', async () => {
    jest.useFakeTimers();
    t.kit.store.dispatch(names.nameInputChanged('bo_b'));
    await jest.advanceTimersByTimeAsync(NAME_SUGGESTIONS_DEBOUNCE_MS * 2);
    expect(t.service.paths.filter((p) => p.includes('suggestions'))).toEqual([]);
  });

  test('default: registration opens the Success view first, signs the SPEC JSON message and posts it', async () => {
    let release!: (signature: string) => void;
    t.sign = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const before = Math.floor(Date.now() / 1000);
    const done = t.kit.store.dispatch(names.registerAccountName('Bob1'));
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(view()).toBe('RegisterAccountNameSuccess');
    expect(names.selectNames(t.state())?.registering).toBe('bob1.portico');
    release(SIGNATURE);
    await expect(done.unwrap()).resolves.toEqual({ success: true, name: 'bob1.portico' });
    const message = JSON.parse(t.signed[0] ?? '{}');
    expect(message).toEqual({ name: 'bob1.portico', attributes: {}, timestamp: expect.any(Number) });
    expect(message.timestamp).toBeGreaterThanOrEqual(before);
    expect(message.timestamp).toBeLessThan(before + 5);
    expect(t.service.posted).toEqual([
      { coin_type: 60, address: OWNER, message: t.signed[0], signature: SIGNATURE },
    ]);
    expect(view()).toBe('RegisterAccountNameSuccess');
  });

  test('behavior: once saved, "Name saved" replaces the form: Back leads to Account, not into the finished form', async () => {
    t.kit.store.dispatch(modalSlice.actions.reset({ view: 'Account' }));
    t.kit.store.dispatch(modalSlice.actions.pushed({ view: 'RegisterAccountName' }));
    await t.kit.store.dispatch(names.registerAccountName('bob1')).unwrap();
    expect(t.state().modal.history.map((e) => e.view)).toEqual(['Account', 'RegisterAccountNameSuccess']);
  });

  test('behavior: the new name is the account profileName at once; ENS cache written, identity cache cleared', async () => {
    const now = Date.now();
    t.kit.store.dispatch(cachesSlice.actions.cacheSet('identity', OWNER, { name: null, avatar: null }, now));
    await t.kit.store.dispatch(names.registerAccountName('bob1')).unwrap();
    expect(t.state().chains.chains.eip155?.accountState.profileName).toBe('bob1.portico');
    const ens = t.state().caches.ens[OWNER.toLowerCase()];
    expect(ens?.value).toBe('bob1.portico');
    expect(ens?.timestamp).toBeGreaterThanOrEqual(now);
    expect(t.state().caches.identity[OWNER.toLowerCase()]).toBeUndefined();
  });

  test('error: on a chain ENSIP-11 cannot encode (id 2^31) registration is refused before anything is signed or sent', async () => {
    const id = 2 ** 31;
    const wide = { ...ethereum, id, caipNetworkId: `eip155:${id}` as const, name: 'Wide' };
    t.kit.store.dispatch(chainsSlice.actions.chainsInitialised({ networks: [wide] }));
    t.kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: wide.caipNetworkId }));
    const result = await t.kit.store.dispatch(names.registerAccountName('bob1'));
    expect(result.payload).toMatchObject({ name: 'UnsupportedCoinTypeChainError', data: { chainId: id } });
    expect(t.signed).toEqual([]);
    expect(t.service.posted).toEqual([]);
    expect(view()).toBe('RegisterAccountName');
    expect(names.selectNames(t.state())?.error).toMatchObject({
      name: 'RegisterNameError',
      data: { name: 'bob1.portico', reason: 'failed' },
    });
  });

  test('error: a taken name returns to RegisterAccountName with "Error registering name {x}" and the reason', async () => {
    t.service.taken.add('taken.portico');
    const failure = await t.kit.store.dispatch(names.registerAccountName('taken'));
    expect(failure.payload).toEqual({
      name: 'RegisterNameError',
      message: 'Error registering name taken.portico',
      data: { name: 'taken.portico', reason: 'taken' },
    });
    expect(view()).toBe('RegisterAccountName');
    expect(t.state().modal.history.map((e) => e.view)).toEqual(['RegisterAccountName']);
    expect(names.selectNames(t.state())?.error?.message).toBe('Error registering name taken.portico');
    expect(t.state().chains.chains.eip155?.accountState.profileName).toBeUndefined();
  });

  test('error: a declined signature returns to RegisterAccountName and posts nothing', async () => {
    t.sign = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    };
    const failure = await t.kit.store.dispatch(names.registerAccountName('bob1'));
    expect((failure.payload as { data?: unknown }).data).toEqual({
      name: 'bob1.portico',
      reason: 'declined',
    });
    expect(t.service.posted).toEqual([]);
    expect(view()).toBe('RegisterAccountName');
  });

  test('error: a name breaking the rule is refused before the wallet is asked', async () => {
    const failure = await t.kit.store.dispatch(names.registerAccountName('bob'));
    expect(failure.payload).toMatchObject({ name: 'AccountNameInvalidError', data: { problem: 'tooShort' } });
    expect(t.signed).toEqual([]);
    expect(view()).toBe('RegisterAccountName');
  });

  test('behavior: on a network other than eip155 registration resolves { success: false } and asks nothing', async () => {
    const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
    t.kit.store.dispatch(chainsSlice.actions.accountUpdated({ namespace: 'solana', address: solanaAddress }));
    t.kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: solana.caipNetworkId }));
    expect(t.state().chains.activeNamespace).toBe('solana');
    await expect(t.kit.store.dispatch(names.registerAccountName('bob1')).unwrap()).resolves.toEqual({
      success: false,
    });
    expect(t.signed).toEqual([]);
    expect(t.service.posted).toEqual([]);
  });

  test('behavior: reverse lookup lists the names of an address and writes the ENS cache', async () => {
    t.service.taken.add('owner.portico');
    await expect(t.kit.store.dispatch(names.fetchNamesForAddress(OWNER)).unwrap()).resolves.toEqual([
      'owner.portico',
    ]);
    expect(t.state().caches.ens[OWNER.toLowerCase()]?.value).toBe('owner.portico');
  });

  test("behavior: within SPEC §9's 5 min RTK Query's cache answers the lookup, whatever the address's case", async () => {
    t.service.taken.add('owner.portico');
    const lookups = () => t.service.paths.filter((path) => path.includes('/reverse/')).length;
    await t.kit.store.dispatch(names.fetchNamesForAddress(OWNER)).unwrap();
    const asked = lookups();
    await expect(
      t.kit.store.dispatch(names.fetchNamesForAddress(OWNER.toLowerCase())).unwrap(),
    ).resolves.toEqual(['owner.portico']);
    expect(lookups()).toBe(asked);
  });

  test('error: failed lookups reject with the SPEC §8 texts', async () => {
    t.service.broken = true;
    await expect(t.kit.store.dispatch(names.fetchNamesForAddress(OWNER)).unwrap()).rejects.toMatchObject({
      message: 'Error fetching names for address',
    });
    await expect(t.kit.store.dispatch(names.fetchNameSuggestions('bob1')).unwrap()).rejects.toMatchObject({
      message: 'Error fetching name suggestions',
    });
    expect(names.selectNames(t.state())?.suggestionsError?.message).toBe('Error fetching name suggestions');
  });
});
