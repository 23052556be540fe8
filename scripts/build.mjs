// Production build: code-split ESM (dist/) plus type declarations (dist/types).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { braceLoopBodiesInFile } from './braceLoopBodies.mjs';
import { buildBrowserDist } from './buildBrowserDist.mjs';
import { serverBuildOptions } from './buildConfig.mjs';

rmSync('dist', { recursive: true, force: true });
const result = await buildBrowserDist('dist'); // entries, 'use client' on portico/react, styles.css
await build(serverBuildOptions); // portico/server: self-contained, no shared chunks
braceLoopBodiesInFile('dist/server.js'); // a host may bundle its server with Rollup too
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, output] of outputs)
  console.log(`${file.padEnd(48)} ${(output.bytes / 1024).toFixed(1)} kB`);
execFileSync('node_modules/.bin/tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
(await import('./fixDeclarationExtensions.mjs')).fixDeclarationExtensions('dist/types'); // .js specifiers for node16/nodenext
console.log('types written to dist/types');

// Every file package.json `exports` promises must exist, or a host gets "cannot resolve" for that path.
const packageExports = JSON.parse(readFileSync('package.json', 'utf8')).exports;
const missing = Object.values(packageExports)
  .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
  .filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`package.json exports files the build did not write: ${missing.join(', ')}`);
  process.exit(1);
}
