import { databaseVariants } from './databaseVariants';
import { type ApiHarness, type ApiHarnessOptions, startApiHarness } from './startApiHarness';

/**
 * Runs a suite once per database variant, each with its own chain and API started in beforeAll.
 * A variant that cannot run is reported as one skipped test whose name gives the reason.
 */
export function describeEachDatabase(
  title: string,
  suite: (harness: () => ApiHarness) => void,
  options: ApiHarnessOptions = {},
): void {
  for (const variant of databaseVariants()) {
    describe(`${title} [${variant.name}]`, () => {
      if (variant.skipReason) {
        test.skip(`${variant.name}: skipped (${variant.skipReason})`, () => {});
        return;
      }
      let harness: ApiHarness | undefined;
      beforeAll(async () => {
        harness = await startApiHarness(variant, options);
      }, 30_000);
      afterAll(async () => {
        await harness?.stop();
      });
      afterEach(() => {
        // An unexpected 500 or indexing failure fails the test that caused it, with the error itself.
        const errors = [
          ...(harness?.serverErrors.splice(0) ?? []),
          ...(harness?.indexerErrors.splice(0) ?? []),
        ];
        if (errors.length > 0) throw errors[0];
      });
      suite(() => {
        if (!harness) throw new Error('the API harness did not start');
        return harness;
      });
    });
  }
}
