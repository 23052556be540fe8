// In CI (CI=true, as .ci/run is run) a browser test that fails is run once more, as Playwright's own CI
// template does with `retries`. A browser test drives Chromium, a dev server, a relay and chains on a
// shared 2-core machine; one slow moment there (a navigation past its 10 s, a frame caught mid-paint)
// must not sink a run whose every test holds. A test that fails twice fails the run. The first failure
// is printed in full before the retry (logErrorsBeforeRetry), so a flake stays visible in the log: look
// for "RETRY 1" there. Locally a failure is final, so a developer sees every one.
if (process.env.CI === 'true' || process.env.CI === '1') {
  jest.retryTimes(1, { logErrorsBeforeRetry: true });
}
