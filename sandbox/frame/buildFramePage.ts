import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { findRepoRoot } from '../start/findRepoRoot';

// The folders whose sources end up in the frame bundle; a change in any of them rebuilds it.
// All of src/: the page takes the kit's theme through the public entry, which reaches across it.
const sourceFolders = ['sandbox/frame/page', 'src'];

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Bundles sandbox/frame/page/frameMain.ts for the browser with esbuild, cached under node_modules/.cache. */
export async function buildFramePage(): Promise<string> {
  const root = findRepoRoot();
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'package-lock.json')));
  for (const file of sourceFolders.flatMap((folder) => listFiles(join(root, folder))).sort()) {
    hash.update(file).update(readFileSync(file));
  }
  const cacheDir = join(root, 'node_modules', '.cache', 'portico-frame');
  const cached = join(cacheDir, `frame-${hash.digest('hex').slice(0, 16)}.js`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const result = await build({
    entryPoints: [join(root, 'sandbox/frame/page/frameMain.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, code);
  return code;
}
