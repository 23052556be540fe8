// A WalletConnect wallet answers only the methods its session approved; its client rejects any other
// request locally and logs an error in the host page's console. The runtime asks optional methods
// (wallet_getCapabilities for asset discovery) of whatever provider the session has, so it checks the
// approval first. Duck-typed: the runtime never imports WalletConnect.

/** The part of a WalletConnect UniversalProvider this check reads. */
interface SessionCarrier {
  session?: { namespaces?: Record<string, { methods?: readonly string[] } | undefined> };
}

/**
 * Whether `method` may be sent to the wallet behind `provider` in `namespace`: false only when the
 * provider carries a WalletConnect session whose namespace did not approve it.
 */
export function walletMethodApproved(provider: unknown, namespace: string, method: string): boolean {
  if (typeof provider !== 'object' || provider === null) return true;
  const methods = (provider as SessionCarrier).session?.namespaces?.[namespace]?.methods;
  return !Array.isArray(methods) || methods.includes(method);
}
