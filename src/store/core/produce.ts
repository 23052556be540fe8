// The copy-on-write drafts of the store's start-up slices: immer's `produce` for plain objects and arrays,
// in a fraction of its size. immer is one file of ~5 kB gzip (Map and Set drafts, patches, which RTK Query
// enables), and a host keeps a whole file in its start-up code once a start-up module imports it; it was
// the largest part of the kit's start-up code after its own slices (docs/bench.md, issue 30). Plugins'
// slices (lazy) keep Redux Toolkit's createSlice and immer.
//
// How: a draft is a Proxy whose target is a shallow copy of its base, made when the draft is first
// reached. Reading a plain object or array through it gives that child's draft; writing marks the draft
// and its parents changed. At the end a changed draft becomes its copy (its children finalized, frozen),
// an unchanged one its base, so the references of untouched parts survive and selectors keep their
// results. State is frozen, as immer and Redux Toolkit freeze it: a write outside a reducer throws.
// Supported: plain objects, arrays. Anything else (a Date, a Map, a class instance) is a value, not
// drafted, and must be replaced rather than mutated.

interface DraftState {
  base: object;
  copy: Record<PropertyKey, unknown>;
  parent: DraftState | undefined;
  changed: boolean;
  /** Keys written through the draft: their values may be new objects holding drafts. */
  assigned: Set<PropertyKey>;
  finalized?: object;
}

/** Draft (the Proxy) -> its state. */
const states = new WeakMap<object, DraftState>();
/** The Proxy's target (the copy) -> the same state, for the traps; a finished copy is state, no draft. */
const ofCopy = new WeakMap<object, DraftState>();
const hasOwn = (object: object, key: PropertyKey) => Object.hasOwn(object, key);

/** True for what a reducer may change in place: plain objects and arrays. */
export function isDraftable(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** True for a draft handed to a case reducer. */
export function isDraft(value: unknown): boolean {
  return typeof value === 'object' && value !== null && states.has(value);
}

function markChanged(state: DraftState | undefined): void {
  for (let s = state; s && !s.changed; s = s.parent) s.changed = true;
}

const handler: ProxyHandler<Record<PropertyKey, unknown>> = {
  get(copy, key) {
    const value = Reflect.get(copy, key);
    const state = ofCopy.get(copy) as DraftState;
    // A child still as in the base becomes a draft on first read; new values are the reducer's own.
    if (!isDraftable(value) || isDraft(value) || state.assigned.has(key)) return value;
    if (value !== (state.base as Record<PropertyKey, unknown>)[key]) return value;
    const child = createDraft(value, state);
    copy[key] = child;
    return child;
  },
  set(copy, key, value) {
    const state = ofCopy.get(copy) as DraftState;
    if (Object.is(copy[key], value) && hasOwn(copy, key)) return true;
    copy[key] = value;
    state.assigned.add(key);
    markChanged(state);
    return true;
  },
  deleteProperty(copy, key) {
    const state = ofCopy.get(copy) as DraftState;
    if (!hasOwn(copy, key)) return true;
    delete copy[key];
    state.assigned.delete(key);
    markChanged(state);
    return true;
  },
  defineProperty() {
    throw new TypeError('A draft takes plain assignments, not Object.defineProperty');
  },
  setPrototypeOf() {
    throw new TypeError('A draft keeps its prototype');
  },
};

function createDraft(base: object, parent: DraftState | undefined): Record<PropertyKey, unknown> {
  const copy = (
    Array.isArray(base) ? [...base] : Object.assign(Object.create(Object.getPrototypeOf(base)), base)
  ) as Record<PropertyKey, unknown>;
  const state: DraftState = { base, copy, parent, changed: false, assigned: new Set() };
  // The copy is the Proxy's target: Array.isArray, length, keys and spreading behave as on the base.
  ofCopy.set(copy, state);
  const draft = new Proxy(copy, handler);
  states.set(draft, state);
  return draft;
}

/** The value a draft or a new value becomes once the reducer has run. */
function finalizeValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const state = states.get(value);
  if (state) return finalizeDraft(state);
  // A frozen value is finished state (a base, or already finalized); a new one may hold drafts.
  if (!isDraftable(value) || Object.isFrozen(value)) return value;
  const record = value as Record<PropertyKey, unknown>;
  for (const key of Object.keys(record)) {
    const finished = finalizeValue(record[key]);
    if (finished !== record[key]) record[key] = finished;
  }
  return Object.freeze(value);
}

function finalizeDraft(state: DraftState): object {
  if (state.finalized) return state.finalized;
  if (!state.changed) {
    state.finalized = state.base;
    return state.base;
  }
  const { copy } = state;
  // Keys read but not written hold child drafts (or base values); written ones may hold anything.
  for (const key of Object.keys(copy)) {
    const value = copy[key];
    if (isDraft(value) || state.assigned.has(key)) copy[key] = finalizeValue(value);
  }
  state.finalized = Object.freeze(copy);
  return copy;
}

/** Freezes a plain object or array and everything plain inside it (initial states). */
export function freezeDeep<T>(value: T): T {
  if (!isDraftable(value) || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) freezeDeep(child);
  return Object.freeze(value);
}

/**
 * immer's `produce(base, recipe)` for plain objects and arrays: `recipe` changes a draft of `base` in
 * place (returning nothing) or returns a new `T`; the result shares every unchanged part with `base`.
 */
export function produce<T extends object>(base: T, recipe: (draft: T) => unknown): T {
  const root = createDraft(base, undefined);
  const rootState = states.get(root) as DraftState;
  const returned = recipe(root as T);
  if (returned === undefined || returned === root) return finalizeDraft(rootState) as T;
  if (rootState.changed)
    throw new TypeError('A case reducer either changes its draft or returns a new state, not both');
  return finalizeValue(returned) as T;
}
