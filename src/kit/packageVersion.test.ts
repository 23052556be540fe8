import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_VERSION } from './packageVersion';

describe('PACKAGE_VERSION', () => {
  test('default: equals the version in package.json', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(PACKAGE_VERSION).toBe(pkg.version);
  });
});
