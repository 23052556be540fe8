import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sandboxInfoVariable } from './sandboxInfo';
import { artifactsDir } from './saveScreenshot';
import { type E2eSandbox, startE2eSandbox } from './startE2eSandbox';

/** Holds the sandbox between Jest's global setup and teardown, which share this global object. */
export const sandboxGlobalKey = '__porticoE2eSandbox';

/** Jest global setup: starts one sandbox for the whole run; workers read it from the environment. */
export default async function globalSetup(): Promise<void> {
  const startedAt = Date.now();
  // Failure screenshots describe this run only; view screenshots are overwritten test by test.
  await rm(join(artifactsDir(), 'failures'), { recursive: true, force: true });
  const sandbox: E2eSandbox = await startE2eSandbox();
  (globalThis as Record<string, unknown>)[sandboxGlobalKey] = sandbox;
  process.env[sandboxInfoVariable] = JSON.stringify(sandbox.info);
  console.log(
    `\ne2e sandbox up in ${Date.now() - startedAt} ms: demo ${sandbox.info.demoUrl}, api ${sandbox.info.apiUrl}`,
  );
}
