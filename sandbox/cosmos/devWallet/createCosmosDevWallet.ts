import { makeSignDoc, Secp256k1Wallet, type StdSignature, type StdSignDoc } from '@cosmjs/amino';
import { fromBech32, toBase64, toBech32, toUtf8 } from '@cosmjs/encoding';
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import type { CosmosSandboxAccount } from '../cosmosSandboxAccounts';

// The Cosmos dev wallet: Keplr's injected interface (`window.keplr`; Leap's `window.leap` is the same)
// backed by a real secp256k1 key, signing with cosmjs's own wallets so every signature is real. Like
// Keplr it knows some chains, takes more through experimentalSuggestChain, asks before a site may use
// a chain (`enable`), and reports a key switch with the `keplr_keystorechange` window event. It
// approves every prompt unless a test sets `behaviour` (a refusal is Keplr's `Error('Request rejected')`).

/** A chain the wallet knows (the parts of Keplr's ChainInfo it uses). */
export interface CosmosDevChain {
  chainId: string;
  chainName: string;
  rpc: string;
  bech32Config: { bech32PrefixAccAddr: string };
}

/** What a prompt does: approve, refuse, or answer something else (malformed-answer tests). */
export type CosmosDevBehaviour = 'approve' | 'reject' | { answer: unknown };

export type CosmosDevPrompt = 'enable' | 'signDirect' | 'signAmino' | 'signArbitrary';

export interface CreateCosmosDevWalletParameters {
  accounts: readonly CosmosSandboxAccount[];
  chains: readonly CosmosDevChain[];
  /** Where `keplr_keystorechange` is dispatched (the page's window). */
  events?: Pick<EventTarget, 'dispatchEvent'>;
  name?: string;
}

/** A signDirect sign doc as Keplr takes it (the account number as a Long, a bigint or text). */
interface DirectDoc {
  bodyBytes?: Uint8Array | null;
  authInfoBytes?: Uint8Array | null;
  chainId?: string | null;
  accountNumber?: { toString(): string } | null;
}

const rejected = () => new Error('Request rejected');

/** Creates the wallet. */
export function createCosmosDevWallet(parameters: CreateCosmosDevWalletParameters) {
  const chains = new Map(parameters.chains.map((chain) => [chain.chainId, chain]));
  const enabled = new Set<string>();
  const behaviour: Partial<Record<CosmosDevPrompt, CosmosDevBehaviour>> = {};
  const calls: { method: string; args: unknown[] }[] = [];
  let selected = 0;

  const chainOf = (chainId: string) => {
    const chain = chains.get(chainId);
    if (!chain) throw new Error(`There is no chain info for ${chainId}`);
    return chain;
  };
  const account = () => parameters.accounts[selected]!;
  const addressOn = (chainId: string) =>
    toBech32(chainOf(chainId).bech32Config.bech32PrefixAccAddr, fromBech32(account().address, 90).data);
  /** Runs a prompt: its behaviour first (refusal or canned answer), then the real work. */
  const prompt = async <T>(name: CosmosDevPrompt, args: unknown[], work: () => Promise<T>): Promise<T> => {
    calls.push({ method: name, args });
    const set = behaviour[name] ?? 'approve';
    if (set === 'reject') throw rejected();
    if (typeof set === 'object') return set.answer as T;
    return work();
  };
  const requireEnabled = (chainId: string, signer: string) => {
    if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`);
    if (signer !== addressOn(chainId)) throw new Error('Signer address does not match');
  };
  const aminoSigner = async (chainId: string) =>
    Secp256k1Wallet.fromKey(account().privateKey, chainOf(chainId).bech32Config.bech32PrefixAccAddr);

  const wallet = {
    version: '0.12.0-portico-dev',
    mode: 'extension' as const,
    behaviour,
    calls,
    async enable(chainIds: string | string[]) {
      const ids = typeof chainIds === 'string' ? [chainIds] : chainIds;
      for (const id of ids) chainOf(id);
      if (ids.every((id) => enabled.has(id))) return;
      await prompt('enable', [ids], async () => {
        for (const id of ids) enabled.add(id);
      });
    },
    async disable(chainIds?: string | string[]) {
      const ids =
        chainIds === undefined ? [...enabled] : typeof chainIds === 'string' ? [chainIds] : chainIds;
      for (const id of ids) enabled.delete(id);
    },
    async getKey(chainId: string) {
      calls.push({ method: 'getKey', args: [chainId] });
      if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`);
      const { publicKey } = account();
      const bech32Address = addressOn(chainId);
      return {
        name: parameters.name ?? 'Portico dev key',
        algo: 'secp256k1',
        pubKey: publicKey,
        address: fromBech32(bech32Address, 90).data,
        bech32Address,
        isNanoLedger: false,
        isKeystone: false,
      };
    },
    async signDirect(chainId: string, signer: string, signDoc: DirectDoc) {
      return prompt('signDirect', [chainId, signer, signDoc], async () => {
        requireEnabled(chainId, signer);
        const direct = await DirectSecp256k1Wallet.fromKey(
          account().privateKey,
          chainOf(chainId).bech32Config.bech32PrefixAccAddr,
        );
        return direct.signDirect(signer, {
          bodyBytes: signDoc.bodyBytes ?? new Uint8Array(),
          authInfoBytes: signDoc.authInfoBytes ?? new Uint8Array(),
          chainId: signDoc.chainId ?? '',
          accountNumber: BigInt(String(signDoc.accountNumber ?? '0')),
        });
      });
    },
    async signAmino(chainId: string, signer: string, signDoc: StdSignDoc) {
      return prompt('signAmino', [chainId, signer, signDoc], async () => {
        requireEnabled(chainId, signer);
        return (await aminoSigner(chainId)).signAmino(signer, signDoc);
      });
    },
    /** ADR-036: the amino doc of a MsgSignData (empty chain id, fee, memo, numbers) signed. */
    async signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature> {
      return prompt('signArbitrary', [chainId, signer, data], async () => {
        requireEnabled(chainId, signer);
        const bytes = typeof data === 'string' ? toUtf8(data) : data;
        const doc = makeSignDoc(
          [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
          { gas: '0', amount: [] },
          '',
          '',
          0,
          0,
        );
        return (await (await aminoSigner(chainId)).signAmino(signer, doc)).signature;
      });
    },
    async experimentalSuggestChain(chainInfo: CosmosDevChain) {
      calls.push({ method: 'experimentalSuggestChain', args: [chainInfo] });
      chains.set(chainInfo.chainId, chainInfo);
    },
    /** Keplr's OfflineSigner for cosmjs clients (direct signing). */
    getOfflineSigner(chainId: string) {
      return {
        getAccounts: async () => [
          { address: addressOn(chainId), algo: 'secp256k1' as const, pubkey: account().publicKey },
        ],
        signDirect: (signer: string, doc: DirectDoc) => wallet.signDirect(chainId, signer, doc),
      };
    },
    /** The dev tool's "switch account" (the user picks another key in the extension). */
    selectAccount(index: number) {
      if (!parameters.accounts[index]) throw new Error(`No dev account ${index}`);
      selected = index;
      parameters.events?.dispatchEvent(new Event('keplr_keystorechange'));
    },
  };
  return wallet;
}

export type CosmosDevWallet = ReturnType<typeof createCosmosDevWallet>;
