// The npm package's version, sent as `sv=portico-<version>` (API, analytics, wallet list). A constant
// rather than an import of package.json: it works unchanged in Jest, the build and the bench, and
// packageVersion.test.ts fails when package.json is bumped without it.
/** The version of the `portico` package (package.json `version`). */
export const PACKAGE_VERSION = '0.1.0';
