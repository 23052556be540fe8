/**
 * True once a persisted slice has been read back from storage. Before the persistence chunk has run a
 * slice has no `_persist` marker at all, which counts as not restored yet (the kit is still starting).
 */
export function isRestored(sliceState: unknown): boolean {
  return (sliceState as { _persist?: { rehydrated?: boolean } } | undefined)?._persist?.rehydrated === true;
}
