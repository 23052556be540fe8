// WalletConnect's clients read Node's `process.env` and `global`, which a browser lacks
// (../shared/INFRA.md, "WalletConnect v2 without internet"). The demo provides both, and its Vite
// config defines `process.env.IS_VITEST` as "true": WalletConnect's own test-run switch, which stops
// its verify service (a 5 s wait on every proposal and request) and its telemetry, both of which
// would reach the internet. Demo only: the kit itself never sets globals.

/**
 * Installs `window.process = { env: {} }` and `window.global = window` unless present. A function,
 * not a side-effect import: the repo's `sideEffects: false` lets the bundler drop a bare import.
 * Call before the kit is created (WalletConnect's code loads later, on first use).
 */
export function installWalletConnectShims(): void {
  const scope = window as unknown as { process?: { env: Record<string, string> }; global?: unknown };
  scope.process ??= { env: {} };
  scope.global ??= window;
}
