import type { WalletKitTypes } from '@reown/walletkit';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { WALLETCONNECT_SOLANA_METHODS } from '../../src/adapters/walletconnect/walletConnectSolana';
import { startWalletKit } from './startWalletKit';

// A real WalletConnect wallet with a solana namespace, for tests: @reown/walletkit approving the
// dapp's solana chains for one address and handing every solana_* request to `answer` (a Solana test
// wallet signing with a real ed25519 key). With `evm` it also approves an eip155 namespace (accounts
// only: its requests are refused), for sessions that hold both. startWalletPeer.ts is the EVM wallet.

export interface StartSolanaWalletPeerParameters {
  relayUrl: string;
  /** CAIP-2 chains the wallet approves, e.g. `solana:AjE89y6tW2PT8gnVYuQLHxZSn1of9zhP`. */
  chains: string[];
  /** The wallet's Solana address (base58). */
  address: string;
  /** Answers a solana_* request with the WalletConnect Solana payloads. */
  answer(args: { method: string; params?: unknown }): Promise<unknown>;
  /** Also approve eip155 for this address on these chains (CAIP-2). */
  evm?: { address: string; chains: string[] };
}

export interface SolanaWalletPeer {
  /** Requests received, in order, with their CAIP-2 chain. */
  requests: { method: string; chainId: string }[];
  /** The namespaces each proposal asked for (required and optional merged), in order. */
  proposals: Record<string, { chains?: string[]; methods: string[]; events: string[] }>[];
  /** Scans a pairing URI; resolves when the proposal is approved. */
  pair(uri: string): Promise<void>;
  /** Ends the session from the wallet side. */
  disconnect(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the wallet on the relay. */
export async function startSolanaWalletPeer(
  parameters: StartSolanaWalletPeerParameters,
): Promise<SolanaWalletPeer> {
  const { chains, address, evm } = parameters;
  const peer = await startWalletKit({
    relayUrl: parameters.relayUrl,
    storagePrefix: `solana-peer-${address}`,
    name: 'Sandbox Solana Wallet',
  });
  const { kit } = peer;
  const requests: SolanaWalletPeer['requests'] = [];
  const proposals: SolanaWalletPeer['proposals'] = [];

  kit.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    const approving = async () => {
      proposals.push({ ...proposal.params.optionalNamespaces, ...proposal.params.requiredNamespaces });
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          solana: {
            chains,
            methods: [...WALLETCONNECT_SOLANA_METHODS],
            events: [],
            accounts: chains.map((chain) => `${chain}:${address}`),
          },
          ...(evm
            ? {
                eip155: {
                  chains: evm.chains,
                  methods: ['personal_sign'],
                  events: ['chainChanged', 'accountsChanged'],
                  accounts: evm.chains.map((chain) => `${chain}:${evm.address}`),
                },
              }
            : {}),
        },
      });
      await kit.approveSession({ id: proposal.id, namespaces });
    };
    peer.settle(approving());
  });

  kit.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    const { topic, id, params } = event;
    requests.push({ method: params.request.method, chainId: params.chainId });
    void (async () => {
      if (!params.chainId.startsWith('solana:')) throw new Error('this wallet signs on solana only');
      const result = await parameters.answer({
        method: params.request.method,
        params: params.request.params,
      });
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } });
    })().catch(async (error: unknown) => {
      const code = (error as { code?: unknown }).code === 4001 ? 5000 : 5001;
      const message = error instanceof Error ? error.message : String(error);
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } });
    });
  });

  return {
    requests,
    proposals,
    pair: peer.pair,
    disconnect: peer.disconnect,
    stop: peer.stop,
  };
}
