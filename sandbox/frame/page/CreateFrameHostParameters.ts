import type { AuthClient } from './AuthClient';
import type { ApprovalUi } from './createFrameRpc';

// What the secure frame's host is built from (createFrameHost.ts): its chains, storage, parent and the
// page's hooks.

/** A chain the frame serves; eip155 chains need a node URL, solana chains sign without one. */
export interface FrameChain {
  caipNetworkId: string;
  rpcUrl: string;
  /** What the approval card calls the network ("Anvil"); the chain id is shown without it. */
  name?: string;
}

/** The frame origin's storage (localStorage in the browser). */
export interface FrameStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CreateFrameHostParameters {
  /** Sends one frame event to the parent (already checked with parseFrameEvent). */
  post(message: unknown): void;
  auth: AuthClient;
  chains: readonly FrameChain[];
  approvals: ApprovalUi;
  storage: FrameStorage;
  /** The allowed parent's origin; social logins redirect to its root. With projectId, names the session. */
  parentOrigin: string;
  /** The project of the iframe URL; the stored session belongs to (parentOrigin, projectId) only. */
  projectId: string;
  /** The `chainId` of the iframe URL, when given. */
  initialChainId?: string | number;
  /** Waiting for a device approval or a Farcaster login: poll spacing and give-up time (below the kit's 30 s). */
  pollIntervalMs?: number;
  pollTimeoutMs?: number;
  /** Called on SYNC_THEME / SYNC_DAPP_DATA and RELOAD, for the page to act on. */
  onTheme?(theme: unknown): void;
  onReload?(): void;
}
