// A lockfile for a throwaway host app, cut from this repository's package-lock.json: the host gets the
// very versions the repository installed, so `npm ci --offline` finds every tarball in the npm cache.
// Without a lockfile npm asks the registry for full package documents, and without `resolved` it asks
// for the abbreviated ones; the cache need not hold either, only the tarballs (under their registry URL).

/** The registry the tarballs were cached from: npm's own setting when npm started us, else the default. */
const REGISTRY = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(/\/?$/, '/');

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

/** A package-lock.json (v3) as far as this helper reads and writes it. */
export interface Lockfile {
  name?: string;
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

/** Parameters of `hostLockfile`. */
export interface HostLockfileParameters {
  /** This repository's package-lock.json. */
  repoLock: Lockfile;
  /** The host app's name (its package.json `name`). */
  name: string;
  /** Registry packages the host depends on directly; each is pinned to the repository's version. */
  registryDependencies: readonly string[];
  /** The kit as a local tarball: its package.json and the tarball's path relative to the host app. */
  kit: { manifest: LockEntry & { name: string }; tarball: string };
}

/** Where Node would find `name` from the package at `from` ('' is the root), in the repository's tree. */
function resolveIn(packages: Lockfile['packages'], from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** The registry URL of a package's tarball, e.g. `.../@scope/name/-/name-1.0.0.tgz`. */
function tarballUrl(path: string, entry: LockEntry): string {
  // An aliased package (`"x": "npm:y@1"`) sits under its alias; its entry names the real package.
  const name =
    typeof entry.name === 'string'
      ? entry.name
      : path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  return `${REGISTRY}${name}/-/${name.split('/').pop()}-${entry.version}.tgz`;
}

/** What npm installs for a package: its dependencies, optional ones where present, non-optional peers. */
function requiredNames(entry: LockEntry): { name: string; optional: boolean }[] {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter(
    (name) => !entry.peerDependenciesMeta?.[name]?.optional,
  );
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...peers.map((name) => ({ name, optional: false })),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
  ];
}

/** Builds the host app's package.json dependencies and its lockfile (the repository's tree, pruned). */
export function hostLockfile(parameters: HostLockfileParameters): {
  dependencies: Record<string, string>;
  lockfile: Lockfile;
} {
  const { repoLock, kit } = parameters;
  const kitPath = `node_modules/${kit.manifest.name}`;
  const dependencies: Record<string, string> = { [kit.manifest.name]: `file:${kit.tarball}` };
  const packages: Lockfile['packages'] = {
    [kitPath]: {
      version: kit.manifest.version,
      resolved: `file:${kit.tarball}`,
      ...(kit.manifest.dependencies ? { dependencies: kit.manifest.dependencies } : {}),
      ...(kit.manifest.peerDependencies ? { peerDependencies: kit.manifest.peerDependencies } : {}),
      ...(kit.manifest.peerDependenciesMeta
        ? { peerDependenciesMeta: kit.manifest.peerDependenciesMeta }
        : {}),
    },
  };
  const queue: { from: string; name: string; optional: boolean }[] = [
    ...parameters.registryDependencies.map((name) => ({ from: '', name, optional: false })),
    ...requiredNames(packages[kitPath]!).map((dep) => ({ from: kitPath, ...dep })),
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const path = resolveIn(repoLock.packages, next.from, next.name);
    if (!path) {
      if (next.optional) continue;
      throw new Error(
        `hostLockfile: ${next.name} (needed by ${next.from || 'the host'}) is not in the lockfile`,
      );
    }
    if (next.from === '') dependencies[next.name] = repoLock.packages[path]!.version!;
    if (packages[path]) continue;
    // The repository's flags (dev, optional, peer) describe its own tree, not the host's.
    const {
      dev: _dev,
      devOptional: _devOptional,
      optional: _optional,
      peer: _peer,
      ...entry
    } = repoLock.packages[path]!;
    packages[path] = { ...entry, resolved: entry.resolved ?? tarballUrl(path, entry) };
    queue.push(...requiredNames(entry).map((dep) => ({ from: path, ...dep })));
  }
  const root = { name: parameters.name, dependencies };
  return {
    dependencies,
    lockfile: {
      name: parameters.name,
      lockfileVersion: 3,
      requires: true,
      packages: { '': root, ...packages },
    },
  };
}
