#!/usr/bin/env node
// Compiles sandbox/contracts/src/*.sol with solc-js and writes artifacts/<Name>.json (abi + bytecode).
// The artifacts are committed so that starting the sandbox never needs the 3-4 s compile; build-info.json
// records a hash of the sources, compiler and settings, and the compile is skipped while it matches.
//
//   node sandbox/contracts/compile.mjs           compile when the sources changed
//   node sandbox/contracts/compile.mjs --force   always compile
//   node sandbox/contracts/compile.mjs --check   exit 1 when the artifacts are stale (CI)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sourceDir = join(here, 'src');
const artifactDir = join(here, 'artifacts');
const buildInfoPath = join(artifactDir, 'build-info.json');

const settings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
};

/** Reads every .sol file under src, sorted so that the hash does not depend on directory order. */
function readSources() {
  const names = readdirSync(sourceDir)
    .filter((name) => name.endsWith('.sol'))
    .sort();
  return Object.fromEntries(
    names.map((name) => [name, { content: readFileSync(join(sourceDir, name), 'utf8') }]),
  );
}

/** The solc version installed in node_modules (read from its package.json, without loading the wasm). */
function solcVersion() {
  const require = createRequire(import.meta.url);
  return require('solc/package.json').version;
}

/** Hash over compiler version, settings and sources: any change to one of them forces a compile. */
function hashInputs(sources, version) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ version, settings }));
  for (const [name, { content }] of Object.entries(sources)) hash.update(`\0${name}\0${content}`);
  return hash.digest('hex');
}

/** True when build-info.json matches the inputs and every recorded artifact exists. */
function isUpToDate(sourcesHash) {
  if (!existsSync(buildInfoPath)) return false;
  const info = JSON.parse(readFileSync(buildInfoPath, 'utf8'));
  if (info.sourcesHash !== sourcesHash) return false;
  return info.contracts.every((name) => existsSync(join(artifactDir, `${name}.json`)));
}

async function compile(sources, version, sourcesHash) {
  // solc is loaded only when needed: its wasm takes about a second to initialise.
  const { default: solc } = await import('solc');
  const input = { language: 'Solidity', sources, settings };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  for (const entry of output.errors ?? []) process.stderr.write(`${entry.formattedMessage}\n`);
  if (errors.length > 0) throw new Error(`contracts: compile failed with ${errors.length} error(s)`);

  const contracts = [];
  for (const [sourceName, byName] of Object.entries(output.contracts)) {
    for (const [contractName, contract] of Object.entries(byName)) {
      // Interfaces have no bytecode and nothing deploys them.
      if (!contract.evm.bytecode.object) continue;
      const artifact = {
        contractName,
        sourceName: `src/${sourceName}`,
        compiler: `solc ${version}`,
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
      };
      writeFileSync(join(artifactDir, `${contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
      contracts.push(contractName);
    }
  }
  contracts.sort();
  const buildInfo = { compiler: `solc ${version}`, settings, sourcesHash, contracts };
  writeFileSync(buildInfoPath, `${JSON.stringify(buildInfo, null, 2)}\n`);
  return contracts;
}

const args = new Set(process.argv.slice(2));
const sources = readSources();
const version = solcVersion();
const sourcesHash = hashInputs(sources, version);

if (args.has('--check')) {
  if (isUpToDate(sourcesHash)) {
    process.stdout.write('contracts: artifacts up to date\n');
  } else {
    process.stderr.write('contracts: artifacts are stale; run npm run contracts:compile\n');
    process.exitCode = 1;
  }
} else if (!args.has('--force') && isUpToDate(sourcesHash)) {
  process.stdout.write('contracts: artifacts up to date\n');
} else {
  const started = Date.now();
  const contracts = await compile(sources, version, sourcesHash);
  process.stdout.write(`contracts: compiled ${contracts.join(', ')} in ${Date.now() - started} ms\n`);
}
