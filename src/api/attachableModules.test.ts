import { buildCreateApi, coreModule, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { attachableModules } from './attachableModules';

// A module joining an api after it was created must end up as if buildCreateApi had been given it:
// initialised with the api's own options and context, and told about every endpoint, old and new.

const recorder = Symbol('recorder');

function recordingModule(seen: string[]) {
  return {
    name: recorder,
    init(_api: unknown, options: { reducerPath: string }, context: { endpointDefinitions: object }) {
      seen.push(`init ${options.reducerPath} ${Object.keys(context.endpointDefinitions).join(',')}`);
      return { injectEndpoint: (name: string) => seen.push(name) };
    },
  } as unknown as Parameters<ReturnType<typeof newApi>['attachModule']>[0];
}

function newApi() {
  return buildCreateApi(
    coreModule(),
    attachableModules(),
  )({
    reducerPath: 'testApi',
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({ first: build.query<number, void>({ queryFn: () => ({ data: 1 }) }) }),
  });
}

describe('attachableModules', () => {
  test('default: an attached module is initialised with the api and gets the endpoints injected before and after', () => {
    const api = newApi();
    api.injectEndpoints({
      endpoints: (build) => ({ second: build.query<number, void>({ queryFn: () => ({ data: 2 }) }) }),
    });
    const seen: string[] = [];
    expect(api.hasModule(recorder as never)).toBe(false);
    api.attachModule(recordingModule(seen));
    expect(api.hasModule(recorder as never)).toBe(true);
    api.injectEndpoints({
      endpoints: (build) => ({ third: build.query<number, void>({ queryFn: () => ({ data: 3 }) }) }),
    });
    expect(seen).toEqual(['init testApi first,second', 'first', 'second', 'third']);
  });

  test('error: the same module twice is refused, naming it', () => {
    const api = newApi();
    api.attachModule(recordingModule([]));
    expect(() => api.attachModule(recordingModule([]))).toThrow(
      'This api already has the RTK Query module Symbol(recorder)',
    );
  });

  test('behavior: two apis keep their modules apart', () => {
    const a = newApi();
    const b = newApi();
    a.attachModule(recordingModule([]));
    expect(b.hasModule(recorder as never)).toBe(false);
  });
});
