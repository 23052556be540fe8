/** What decides a kit's storage namespace. */
export interface StorageNamespaceInput {
  projectId?: string;
  storageNamespace?: string;
}

// Safe in a cookie name and a localStorage key alike; anything else in a project id is hashed.
const PLAIN = /^[A-Za-z0-9_-]{1,64}$/;

/** A short stable hash (FNV-1a, 32 bit) for project ids that are not plain. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A kit's storage namespace: the host's `storageNamespace`, else one derived from the project id
 * (`p-<projectId>`), else none (the shared `@appkit/` keys, with a warning from the kit).
 */
export function resolveStorageNamespace(input: StorageNamespaceInput): string | undefined {
  const explicit = input.storageNamespace?.trim();
  if (explicit) return explicit;
  const projectId = input.projectId?.trim();
  if (!projectId) return undefined;
  return `p-${PLAIN.test(projectId) ? projectId : fnv1a(projectId)}`;
}
