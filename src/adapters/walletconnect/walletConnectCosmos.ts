import type UniversalProvider from '@walletconnect/universal-provider';
import { toBase64 } from '../../core/base64';
import { NetworkNotFoundError } from '../../core/errors/connectionErrors';
import type { Eip1193Provider } from '../ChainAdapter';
import { COSMOS_METHODS as M } from '../cosmos/CosmosWalletProvider';
import { CosmosWalletMethodMissingError, InvalidCosmosWalletAnswerError } from '../cosmos/cosmosErrors';
import { approvedChainsOf } from './walletConnectNamespaceParts';

// WalletConnect's cosmos namespace (issue 27): its own chunk, loaded by the connector's when a session
// holds cosmos accounts (walletConnectFamilies.ts). The Cosmos adapter's wallet interface already
// uses WalletConnect's method names and payloads for `cosmos_getAccounts`, `cosmos_signDirect` and
// `cosmos_signAmino` (CosmosWalletProvider.ts), so those go to the wallet as they are, on the chain
// their `chainId` names (`cosmos:<chain-id>`, when the session approved it).
// The rest has no WalletConnect method:
// - `cosmos_requestAccounts` (Keplr's enable) is `cosmos_getAccounts`: approving the session was the
//   prompt. The session's accounts carry no public key, which a send needs, so the wallet is asked once
//   per chain and the answer kept.
// - `cosmos_signArbitrary` (ADR-036) is `cosmos_signAmino` of the ADR-036 sign doc, which is what Keplr
//   does inside signArbitrary; the adapter checks the signature over the same bytes either way.
// - `cosmos_suggestChain` is refused (a WalletConnect wallet adds chains itself); `cosmos_disconnect`
//   is left to the connector, which ends the whole session.

const COSMOS = 'cosmos' as const;

/** The ADR-036 amino sign doc of `data` (UTF-8 text) signed by `signer`. */
export function adr036SignDoc(signer: string, data: string) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(data)) } }],
    memo: '',
  };
}

/** The session as a Keplr-shaped CosmosWalletProvider. */
export function walletConnectCosmosProvider(
  provider: UniversalProvider,
  chain: () => string,
): Eip1193Provider {
  const accounts = new Map<string, Promise<unknown>>();
  /** The chain a request names by its `chainId`, else the current one; refused unless approved. */
  const chainOf = (p: Record<string, unknown>) => {
    const named = typeof p.chainId === 'string' && p.chainId !== '' ? `${COSMOS}:${p.chainId}` : chain();
    if (!approvedChainsOf(provider.session, COSMOS).includes(named)) throw new NetworkNotFoundError();
    return named;
  };
  const ask = (method: string, params: object, on: string) => provider.request({ method, params }, on);
  const accountsOn = (on: string) => {
    let answer = accounts.get(on);
    if (!answer) {
      answer = ask(M.getAccounts, {}, on);
      accounts.set(on, answer);
      // A failed read is asked again next time.
      answer.catch(() => accounts.delete(on));
    }
    return answer;
  };

  const answer = async (method: string, p: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case M.requestAccounts:
      case M.getAccounts:
        return accountsOn(chainOf(p));
      case M.signDirect:
      case M.signAmino:
        return ask(method, p, chainOf(p));
      case M.signArbitrary: {
        const signer = String(p.signerAddress);
        const signed = (await ask(
          M.signAmino,
          { signerAddress: signer, signDoc: adr036SignDoc(signer, String(p.data)) },
          chainOf(p),
        )) as { signature?: unknown } | null;
        if (typeof signed !== 'object' || signed === null || !signed.signature)
          throw new InvalidCosmosWalletAnswerError(M.signArbitrary, 'no signature');
        return signed.signature;
      }
      case M.disconnect:
        return null;
      default:
        throw new CosmosWalletMethodMissingError(method);
    }
  };
  return {
    request: ({ method, params }) =>
      answer(
        method,
        typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {},
      ),
  };
}
