// Production build: code-split ESM (dist/) plus type declarations (dist/types).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { buildOptions } from './buildConfig.mjs';

rmSync('dist', { recursive: true, force: true });
const result = await build(buildOptions);
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, output] of outputs)
  console.log(`${file.padEnd(48)} ${(output.bytes / 1024).toFixed(1)} kB`);
execFileSync('node_modules/.bin/tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
console.log('types written to dist/types');
