import type { PersistConfig } from './createPersistConfig';

/** Writes one persisted slice's state to storage, batched to one write per tick. */
export interface SliceWriter {
  /** Notes the slice's new state; the fields that changed are written on the next tick. */
  update(state: Record<string, unknown>): void;
  /** Writes what is pending now; resolves once the last write has landed. */
  flush(): Promise<void>;
}

/**
 * The writer of one persisted slice: the fields of the whitelist (and `_persist`) whose references
 * changed since the last update are encoded again, the rest keep their encoded text, and the whole
 * object is written once per tick however many actions changed it. A field that became `undefined`
 * leaves storage. The stored form is redux-persist's (`createPersistConfig`).
 */
export function createSliceWriter(config: PersistConfig): SliceWriter {
  let last: Record<string, unknown> = {};
  const staged: Record<string, string> = {};
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written: Promise<void> = Promise.resolve();
  const persisted = (field: string) => field === '_persist' || config.whitelist.includes(field);

  const write = () => {
    timer = undefined;
    for (const field of dirty) {
      const value = last[field] === undefined ? undefined : config.encode(field, last[field]);
      if (value === undefined) delete staged[field];
      else staged[field] = JSON.stringify(value);
    }
    dirty.clear();
    written = config.write(JSON.stringify(staged));
  };

  return {
    update(state) {
      for (const field of Object.keys(state))
        if (persisted(field) && state[field] !== last[field]) dirty.add(field);
      for (const field of Object.keys(last)) if (persisted(field) && !(field in state)) dirty.add(field);
      last = state;
      if (dirty.size > 0 && timer === undefined) timer = setTimeout(write, 0);
    },
    flush() {
      if (timer !== undefined) {
        clearTimeout(timer);
        write();
      }
      return written;
    },
  };
}
