/**
 * One custom RPC endpoint in AppKit's shape. `config` (viem's HTTP transport settings in AppKit) is
 * accepted and not applied: the kit's clients keep their own timeout and retries (docs/adapters.md).
 */
export interface CustomRpcUrl {
  url: string;
  config?: Record<string, unknown>;
}

/**
 * createAppKit's `customRpcUrls`: CAIP-2 network id -> endpoints, tried in order before the network's
 * own. Each entry is AppKit's `{ url, config? }` or a plain URL string (Portico's earlier shape).
 */
export type CustomRpcUrlsOption = Readonly<Record<string, readonly (CustomRpcUrl | string)[]>>;

/**
 * The URL lists the adapters read, from `customRpcUrls` in either shape. Development checks the shape
 * (checkOptions.ts: a wrong entry throws there); this start-up code only maps it.
 */
export function resolveCustomRpcUrls(input: CustomRpcUrlsOption | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(input ?? {}).map(([id, list]) => [
      id,
      [list].flat().map((entry) => (entry as CustomRpcUrl).url ?? entry),
    ]),
  );
}
