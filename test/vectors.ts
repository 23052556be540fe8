import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The shared conformance vectors beside the repo are the source of truth when present (DESIGN §7);
// the copies in test/fixtures keep the suite running in a checkout without ../shared.
const SHARED_DIR = path.resolve(__dirname, '../../shared/vectors');
const FIXTURE_DIR = path.resolve(__dirname, 'fixtures/vectors');

/** Reads a conformance vector file by name from ../shared/vectors, else from test/fixtures/vectors. */
export function loadVector<T>(fileName: string): T {
  if (path.basename(fileName) !== fileName) throw new Error(`Vector file name expected, got ${fileName}`);
  const shared = path.join(SHARED_DIR, fileName);
  const file = existsSync(shared) ? shared : path.join(FIXTURE_DIR, fileName);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
