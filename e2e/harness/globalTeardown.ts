import { sandboxGlobalKey } from './globalSetup';
import type { E2eSandbox } from './startE2eSandbox';

/** Jest global teardown: stops the sandbox the global setup started. */
export default async function globalTeardown(): Promise<void> {
  const sandbox = (globalThis as Record<string, unknown>)[sandboxGlobalKey] as E2eSandbox | undefined;
  await sandbox?.stop();
}
