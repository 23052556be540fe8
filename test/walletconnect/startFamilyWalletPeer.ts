import type { WalletKitTypes } from '@reown/walletkit';
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils';
import { startWalletKit } from './startWalletKit';

// A real WalletConnect wallet for the bip122, polkadot and cosmos namespaces (and eip155 accounts
// beside them), for tests: @reown/walletkit approving, per namespace, the dapp's chains it supports for
// its accounts, and handing each request to that namespace's `answer` (familyWalletAnswers.ts: the
// sandbox dev wallets, signing with real keys). A namespace the wallet does not list is left out of the
// session, as a real wallet does with optional namespaces it lacks. startSolanaWalletPeer.ts is the
// Solana one, startWalletPeer.ts the EVM one.

/** Answers one request of a namespace with WalletConnect's payloads. */
export type FamilyAnswer = (request: {
  method: string;
  params: unknown;
  chainId: string;
}) => Promise<unknown>;

/** What the wallet offers in one namespace. */
export interface FamilyPeerNamespace {
  /** CAIP-2 chains it supports (only those the dapp proposes are approved). */
  chains: string[];
  methods: string[];
  /** The account (address) it approves on every chain. */
  address: string;
  /** Without one, requests of the namespace are refused. */
  answer?: FamilyAnswer;
}

export interface StartFamilyWalletPeerParameters {
  relayUrl: string;
  namespaces: Record<string, FamilyPeerNamespace>;
  name?: string;
}

export interface FamilyWalletPeer {
  /** Requests received, in order, with their CAIP-2 chain and params. */
  requests: { method: string; chainId: string; params: unknown }[];
  /** The namespaces each proposal asked for (required and optional merged), in order. */
  proposals: Record<string, { chains?: string[]; methods: string[]; events: string[] }>[];
  /** Per method: 'reject' (the user declines) or `{ answer }` sent instead of the real one. */
  behaviour: Record<string, 'reject' | { answer: unknown }>;
  pair(uri: string): Promise<void>;
  /** Ends the session from the wallet side. */
  disconnect(): Promise<void>;
  stop(): Promise<void>;
}

/** WalletConnect's "User rejected." (5000), which the kit reads as a user rejection. */
const USER_REJECTED = getSdkError('USER_REJECTED');

/** Starts the wallet on the relay. */
export async function startFamilyWalletPeer(
  parameters: StartFamilyWalletPeerParameters,
): Promise<FamilyWalletPeer> {
  const peer = await startWalletKit({
    relayUrl: parameters.relayUrl,
    storagePrefix: 'family-peer',
    name: parameters.name ?? 'Sandbox Family Wallet',
  });
  const { kit } = peer;
  const requests: FamilyWalletPeer['requests'] = [];
  const proposals: FamilyWalletPeer['proposals'] = [];
  const behaviour: FamilyWalletPeer['behaviour'] = {};
  const offered = Object.entries(parameters.namespaces);

  kit.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    const approving = async () => {
      const asked = { ...proposal.params.optionalNamespaces, ...proposal.params.requiredNamespaces };
      proposals.push(asked);
      // Only the namespaces the dapp asked for, and in them only the chains both sides have.
      const supportedNamespaces = Object.fromEntries(
        offered.flatMap(([namespace, offer]) => {
          const chains = offer.chains.filter((chain) => asked[namespace]?.chains?.includes(chain));
          if (chains.length === 0) return [];
          const accounts = chains.map((chain) => `${chain}:${offer.address}`);
          return [[namespace, { chains, methods: offer.methods, events: [], accounts }]];
        }),
      );
      const namespaces = buildApprovedNamespaces({ proposal: proposal.params, supportedNamespaces });
      await kit.approveSession({ id: proposal.id, namespaces });
    };
    peer.settle(approving());
  });

  kit.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    const { topic, id, params } = event;
    const { method } = params.request;
    requests.push({ method, chainId: params.chainId, params: params.request.params });
    void (async () => {
      const set = behaviour[method];
      if (set === 'reject') throw Object.assign(new Error('User rejected.'), { code: 4001 });
      const namespace = params.chainId.split(':')[0] ?? '';
      const answer = parameters.namespaces[namespace]?.answer;
      if (!answer) throw new Error(`this wallet does not sign on ${namespace}`);
      const result =
        typeof set === 'object'
          ? set.answer
          : await answer({ method, params: params.request.params, chainId: params.chainId });
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } });
    })().catch(async (error: unknown) => {
      const rejected = (error as { code?: unknown }).code === 4001;
      const message = error instanceof Error ? error.message : String(error);
      const payload = rejected ? USER_REJECTED : { code: -32603, message };
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: payload } });
    });
  });

  return { requests, proposals, behaviour, pair: peer.pair, disconnect: peer.disconnect, stop: peer.stop };
}
