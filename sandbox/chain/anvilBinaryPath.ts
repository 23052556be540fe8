import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveFromCwd } from '../lib/resolveFromCwd';

/** npm's names for the platform packages that @foundry-rs/anvil ships its binary in. */
const archNames: Record<string, string> = { x64: 'amd64', arm64: 'arm64' };

/**
 * Path of the anvil binary from the platform package (e.g. @foundry-rs/anvil-linux-amd64), or
 * $ANVIL_BINARY when set. The binary is started directly because killing the `npx anvil` wrapper
 * leaves anvil running.
 */
export function anvilBinaryPath(): string {
  const override = process.env.ANVIL_BINARY;
  if (override) return override;
  const arch = archNames[process.arch] ?? process.arch;
  const packageName = `@foundry-rs/anvil-${process.platform}-${arch}`;
  let packageJson: string;
  try {
    packageJson = resolveFromCwd(`${packageName}/package.json`);
  } catch {
    throw new Error(`${packageName} is not installed (run npm install, or set ANVIL_BINARY)`);
  }
  const binary = join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!existsSync(binary)) throw new Error(`binary missing at ${binary}`);
  return binary;
}
