// esbuild plugin: one shared chunk per start-up entry instead of one chunk per set of importers.
//
// Why: esbuild puts each module in the chunk of the exact set of entries and dynamic imports that reach
// it. The code `portico` and `portico/react` run at start-up is also imported by many lazy chunks (the
// modal, each plugin, each adapter), each by a different subset, so it came out as ~30 small chunks.
// A host bundler that splits (esbuild) re-splits them the same way, and the page paid ~5 kB gzip of
// per-file overhead for the same code (docs/bench.md, "Initial JS in both host builds").
//
// How: every import of a start-up module from outside its group goes through one virtual "hub" module
// that re-exports the whole group, so every module of the group is reached by the same set of entries
// and lands in the same chunk. Imports inside a group stay direct, so evaluation order is unchanged.
// Only modules the entries load anyway are grouped: no lazy code moves into a start-up chunk. The
// groups used (scripts/buildConfig.mjs) are the code both entries share, then the rest of
// `portico/react`'s; `portico`'s own start-up modules keep esbuild's split, which Vite's Rolldown
// merges into the page's entry chunk better than one large shared chunk (docs/bench.md).
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';

const NAMESPACE = 'portico-startup-hub';

/** The source files an entry reaches through static imports (metafile input paths, entry included). */
function staticClosure(inputs, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !inputs[file]) return;
    seen.add(file);
    for (const record of inputs[file].imports) {
      if (record.kind === 'import-statement' && !record.external) visit(record.path);
    }
  };
  visit(entry);
  return seen;
}

/** The value exports of each file, from a throwaway per-file build (types are gone by then). */
async function exportsOf(options, files) {
  const result = await esbuild.build({
    ...options,
    entryPoints: files,
    splitting: false,
    outdir: 'startup-exports',
    write: false,
    metafile: true,
    minify: false,
    sourcemap: false,
    // Each file alone: whatever it imports stays outside, so only its own exports are listed.
    plugins: [
      {
        name: 'only-the-entry',
        setup(only) {
          only.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'silent',
  });
  const byEntry = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint) byEntry.set(output.entryPoint, output.exports);
  }
  return byEntry;
}

/**
 * Names a source file takes from another module: `export { a, b as c } from '...'` and `import { a }
 * from '...'` (a module cannot both import and declare a name, so an imported name it exports is passed on).
 */
function reexports(file) {
  const source = readFileSync(file, 'utf8');
  const names = new Set();
  for (const match of source.matchAll(/(?:export|import)\s+(?:type\s+)?\{([^}]*)\}\s*from/g)) {
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * Groups start-up code into one chunk per group. A group is named by the entries it serves (`groups`,
 * e.g. `[['index', 'react'], ['react']]`): it holds the modules every one of those entries reaches
 * statically, less what an earlier group holds — so `portico` never reaches React through a chunk it
 * shares with `portico/react`. Groups naming an entry a build does not have are skipped (tests build
 * single entries with these options).
 */
export function startupChunkPlugin(groups) {
  return {
    name: 'portico-startup-chunk',
    async setup(build) {
      const options = build.initialOptions;
      const cwd = options.absWorkingDir ?? process.cwd();
      const entries = options.entryPoints ?? {};
      const present = groups.filter((names) => names.every((name) => typeof entries[name] === 'string'));
      if (present.length === 0) return;

      const probe = await esbuild.build({
        ...options,
        plugins: [],
        write: false,
        minify: false,
        sourcemap: false,
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = probe.metafile.inputs;
      const entryFile = (name) => relative(cwd, resolve(cwd, entries[name]));
      const entryFiles = new Set(Object.keys(entries).map(entryFile));
      /** Source file (relative to cwd) -> its group's name. */
      const groupOf = new Map();
      const members = new Map();
      /** Entry file -> the groups it serves (it imports their hubs). */
      const hubsOfEntry = new Map();
      for (const names of present) {
        const group = names.join('+');
        const closures = names.map((name) => staticClosure(inputs, entryFile(name)));
        const files = [...closures[0]].filter(
          (file) =>
            closures.every((closure) => closure.has(file)) &&
            !entryFiles.has(file) &&
            !groupOf.has(file) &&
            !file.includes('node_modules/'),
        );
        for (const file of files) groupOf.set(file, group);
        members.set(group, files);
        for (const name of names) {
          const file = resolve(cwd, entries[name]);
          hubsOfEntry.set(file, [...(hubsOfEntry.get(file) ?? []), group]);
        }
      }

      // A hub re-exports every value export of its group by name; two modules exporting one name would
      // make an import through the hub ambiguous, so the build stops and names them.
      const exported = await exportsOf(options, [...groupOf.keys()]);
      const hubSource = new Map();
      for (const [name, files] of members) {
        const owner = new Map();
        for (const file of files) {
          const names = exported.get(file) ?? [];
          for (const symbol of names) {
            const previous = owner.get(symbol);
            if (previous === undefined) {
              owner.set(symbol, file);
              continue;
            }
            // A module that passes on another group member's export (`export { x } from`) is no clash.
            if (reexports(file).has(symbol)) continue;
            if (reexports(previous).has(symbol)) {
              owner.set(symbol, file);
              continue;
            }
            throw new Error(
              `startupChunkPlugin: "${symbol}" is exported by both ${previous} and ${file}; rename one`,
            );
          }
        }
        const lines = [];
        for (const file of files) {
          const names = (exported.get(file) ?? []).filter((symbol) => owner.get(symbol) === file);
          if (names.length > 0) {
            lines.push(`export { ${names.join(', ')} } from ${JSON.stringify(resolve(cwd, file))};`);
          }
        }
        hubSource.set(name, lines.join('\n'));
      }

      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`), namespace: NAMESPACE }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
        sideEffects: false,
      }));
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData?.startupHubSkip || args.kind !== 'import-statement') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { startupHubSkip: true },
        });
        if (resolved.errors.length > 0 || !isAbsolute(resolved.path)) return undefined;
        const group = groupOf.get(relative(cwd, resolved.path));
        const importer = relative(cwd, args.importer);
        // Inside a group imports stay direct, and so do the entries' own (`export *` through a hub would
        // publish the whole group); from anywhere else they go through the group's hub.
        if (!group || group === groupOf.get(importer) || entryFiles.has(importer)) {
          return { path: resolved.path, sideEffects: resolved.sideEffects };
        }
        return { path: group, namespace: NAMESPACE, sideEffects: false };
      });
      // Each entry imports the hubs of its groups too, so a hub (no code of its own) shares its group's
      // chunk instead of becoming an empty file that every lazy chunk imports. Through a link module:
      // a bare import of the side-effect-free hub itself would be dropped with a warning.
      // One link per entry and group: a link shared by two entries would be an empty chunk of its own.
      build.onResolve({ filter: /^portico-startup-hub:/ }, (args) => ({
        path: `link:${relative(cwd, args.importer)}:${args.path.slice(NAMESPACE.length + 1)}`,
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const hubs = hubsOfEntry.get(args.path);
        if (!hubs) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const imports = hubs.map((group) => `import ${JSON.stringify(`${NAMESPACE}:${group}`)};`);
        return {
          contents: `${source}\n${imports.join('\n')}\n`,
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: args.path.startsWith('link:')
          ? `export * from ${JSON.stringify(`${NAMESPACE}:${args.path.split(':').pop()}`)};`
          : hubSource.get(args.path),
        resolveDir: cwd,
        loader: 'js',
      }));
    },
  };
}
