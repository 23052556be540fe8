import type { WalletKitTypes } from '@reown/walletkit';
import { buildApprovedNamespaces, buildAuthObject, getSdkError } from '@walletconnect/utils';
import { createWalletClient, type Hex, http, type LocalAccount } from 'viem';
import { startWalletKit } from './startWalletKit';

// A real WalletConnect wallet for tests: @reown/walletkit with a viem local account. It approves
// every proposal for its chains, signs with the account and sends transactions to the chain's RPC.

export interface WalletPeerChain {
  chainId: number;
  rpcUrl: string;
}

export interface StartWalletPeerParameters {
  relayUrl: string;
  account: LocalAccount;
  /** The first chain is where the wallet starts. */
  chains: WalletPeerChain[];
  /** Methods the wallet supports; every request is recorded in `requests` either way. */
  methods?: string[];
  /**
   * Answers a proposal's authentication request (one-click sign-in): signs the CAIP-122 message for its
   * first chain and returns the CACAO with the approval. Off by default, as in a wallet without it.
   */
  signIn?: boolean;
  /** Signs the sign-in message with this account instead (a forged CACAO, to see the dapp refuse it). */
  signInAs?: LocalAccount;
}

export interface WalletPeer {
  /** Methods of the requests the wallet received, in order. */
  requests: string[];
  /** Scans a pairing URI; resolves when the proposal is approved. */
  pair(uri: string): Promise<void>;
  /** The topic of the (single) active session. */
  sessionTopic(): string;
  /** Switches the wallet's chain and tells the dapp (`chainChanged` session event). */
  changeChain(chainId: number): Promise<void>;
  /** Ends the session from the wallet side. */
  disconnect(): Promise<void>;
  /** Number of pairings and sessions the wallet still holds. */
  held(): { pairings: number; sessions: number };
  /**
   * From now on the wallet's user rejects requests for `methods` (WalletConnect's USER_REJECTED,
   * code 5000 "User rejected."); they are still recorded in `requests`. An empty list approves again.
   */
  rejectRequests(methods: readonly string[]): void;
  stop(): Promise<void>;
}

const defaultMethods = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'];

/** Starts the wallet on the relay. */
export async function startWalletPeer(parameters: StartWalletPeerParameters): Promise<WalletPeer> {
  const { account, chains } = parameters;
  const peer = await startWalletKit({
    relayUrl: parameters.relayUrl,
    storagePrefix: `wallet-peer-${account.address}`,
    name: 'Sandbox Wallet',
  });
  const { core, kit, sessionTopic } = peer;
  const requests: string[] = [];
  const rpcUrl = (chainId: string) => chains.find((c) => `eip155:${c.chainId}` === chainId)?.rpcUrl;

  kit.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    const approving = async () => {
      const caip = chains.map((c) => `eip155:${c.chainId}`);
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains: caip,
            methods: parameters.methods ?? defaultMethods,
            events: ['chainChanged', 'accountsChanged'],
            accounts: caip.map((c) => `${c}:${account.address}`),
          },
        },
      });
      const authentication = parameters.signIn ? await signIn(proposal) : undefined;
      await kit.approveSession({
        id: proposal.id,
        namespaces,
        ...(authentication ? { proposalRequestsResponses: { authentication } } : {}),
      });
    };
    peer.settle(approving());
  });

  /** CACAOs for the proposal's authentication requests: the first requested chain the wallet has. */
  const signIn = async (proposal: WalletKitTypes.SessionProposal) => {
    const asked = proposal.params.requests?.authentication ?? [];
    if (asked.length === 0) return undefined;
    const caip = chains.map((c) => `eip155:${c.chainId}`);
    return Promise.all(
      asked.map(async (request) => {
        const chain = request.chains.find((c) => caip.includes(c)) ?? caip[0];
        const iss = `did:pkh:${chain}:${account.address}`;
        const message = kit.formatAuthMessage({ request, iss });
        const signature = await (parameters.signInAs ?? account).signMessage({ message });
        requests.push('authenticate');
        return buildAuthObject(request, { t: 'eip191', s: signature }, iss);
      }),
    );
  };

  let rejected: readonly string[] = [];
  kit.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    const { topic, id, params } = event;
    const { request, chainId } = params;
    requests.push(request.method);
    if (rejected.includes(request.method)) {
      void kit
        .respondSessionRequest({
          topic,
          response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') },
        })
        .catch(() => undefined);
      return;
    }
    void (async () => {
      const result = await answer(request.method, request.params as unknown[], chainId);
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } });
    })().catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      await kit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 5000, message } },
      });
    });
  });

  const answer = async (method: string, params: unknown[], chainId: string): Promise<unknown> => {
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } });
      case 'eth_sendTransaction': {
        const url = rpcUrl(chainId);
        if (!url) throw new Error(`unknown chain ${chainId}`);
        const tx = params[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex };
        const client = createWalletClient({ account, transport: http(url) });
        return client.sendTransaction({
          chain: null,
          to: tx.to,
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        });
      }
      default:
        throw new Error(`unsupported method ${method}`);
    }
  };

  return {
    requests,
    pair: peer.pair,
    sessionTopic,
    async changeChain(chainId) {
      await kit.emitSessionEvent({
        topic: sessionTopic(),
        event: { name: 'chainChanged', data: chainId },
        chainId: `eip155:${chainId}`,
      });
    },
    disconnect: peer.disconnect,
    held: () => ({
      pairings: core.pairing.getPairings().length,
      sessions: Object.keys(kit.getActiveSessions()).length,
    }),
    rejectRequests(methods) {
      rejected = [...methods];
    },
    stop: peer.stop,
  };
}
