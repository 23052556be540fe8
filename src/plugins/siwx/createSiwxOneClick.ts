import { siwxCaipNetworkId } from '../../core/siwx/siwxMessage';
import { parseSiwxMessage } from '../../core/siwx/siwxText';
import type { SiwxOneClickService } from '../../store/services/SiwxOneClickService';
import { createDefaultSiwxMessage } from './createDefaultSiwxMessage';
import type { SiwxConfig, StoredSiwxSession } from './siwxConfig';

/** The one-click service plus what the connect check takes from it. */
export interface SiwxOneClick extends SiwxOneClickService {
  /** Removes and returns the verified sessions of `account` (address in any case), under its ids. */
  take(account: { caipNetworkId: string; address: string }): StoredSiwxSession[];
}

// A placeholder account for the default message: only its domain, URI, statement and times are used,
// since the wallet writes the account and chain into the text it signs.
const PLACEHOLDER = '0x0000000000000000000000000000000000000000';

/**
 * The SIWX side of a one-click sign-in (WalletConnect's authenticated session): the request comes from
 * the config's nonce and the default message's fields; what the wallet signed is verified by the
 * config's `addSession` exactly as a normal sign-in, and kept until the connection's check takes it.
 */
export function createSiwxOneClick(config: SiwxConfig): SiwxOneClick {
  let verified: StoredSiwxSession[] = [];
  return {
    async request(chains) {
      const caipNetworkId = chains[0] ?? 'eip155:1';
      const nonce = await config.getNonce({ caipNetworkId, address: PLACEHOLDER });
      const fields = createDefaultSiwxMessage({ caipNetworkId, address: PLACEHOLDER, nonce });
      return {
        domain: fields.domain,
        uri: fields.uri ?? fields.domain,
        nonce,
        ...(fields.statement ? { statement: fields.statement } : {}),
        ...(fields.expirationTime ? { exp: fields.expirationTime } : {}),
      };
    },
    async complete(signed) {
      for (const { message, signature, cacao } of signed) {
        const data = parseSiwxMessage(message);
        const session = { data, message, signature, ...(cacao === undefined ? {} : { cacao }) };
        const recorded = await config.addSession(session);
        verified.push({
          ...session,
          caipNetworkId: siwxCaipNetworkId(data) ?? '',
          address: data.accountAddress,
          ...recorded,
        });
      }
    },
    take(account) {
      const same = (s: StoredSiwxSession) =>
        s.caipNetworkId === account.caipNetworkId &&
        s.address.toLowerCase() === account.address.toLowerCase();
      const mine = verified.filter(same);
      verified = verified.filter((s) => !same(s));
      return mine.map((s) => ({ ...s, address: account.address }));
    },
  };
}
