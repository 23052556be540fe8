import { defineError } from '../core/errors/defineError';
import type { SiwxConfig, StoredSiwxSession } from '../core/siwx/siwxConfig';
import type { SiwxMessage } from '../core/siwx/siwxMessage';
import { parseSiwxMessage } from '../core/siwx/siwxText';
import type { AppKitSiweConfig, SiweSession } from './siweConfig';

// Loaded with the first SIWX call of a kit given AppKit's `siweConfig` (siweConfig.ts), so neither
// the mapping nor the message parser is start-up code.

/** AppKit's `siweConfig.verifyMessage` resolved false: the sign-in is refused, nothing is kept. */
export const SiweMessageRefusedError = /* @__PURE__ */ defineError({
  name: 'SiweMessageRefusedError',
  message: 'siweConfig.verifyMessage refused the signed message',
});

/** The text AppKit's config makes for this sign-in, parsed into the kit's message model. */
async function appKitMessage(
  config: AppKitSiweConfig,
  create: NonNullable<AppKitSiweConfig['createMessage']>,
  input: { caipNetworkId: string; address: string; nonce: string },
): Promise<SiwxMessage> {
  const params = (await config.getMessageParams?.()) ?? {};
  const here = globalThis.location;
  const text = create({
    domain: here?.host ?? '',
    uri: here?.origin ?? '',
    version: '1',
    iat: new Date().toISOString(),
    ...params,
    chainId: Number(input.caipNetworkId.split(':')[1]),
    address: `did:pkh:${input.caipNetworkId}:${input.address}`,
    nonce: input.nonce,
  });
  return parseSiwxMessage(text);
}

/** The SIWX methods of AppKit's `siweConfig` (siweConfig.ts delegates to them). */
export function siweMethods(config: AppKitSiweConfig): Omit<SiwxConfig, 'required' | 'signOutOnDisconnect'> {
  const create = config.createMessage?.bind(config);
  const sameAccount = (session: SiweSession | null, stored: StoredSiwxSession) =>
    session !== null &&
    session.address.toLowerCase() === stored.address.toLowerCase() &&
    `eip155:${session.chainId}` === stored.caipNetworkId;
  return {
    getNonce: ({ address }) => config.getNonce(address),
    ...(create ? { createMessage: (input) => appKitMessage(config, create, input) } : {}),
    async addSession(session) {
      const valid = await config.verifyMessage({
        message: session.message,
        signature: session.signature,
        ...(session.cacao === undefined ? {} : { cacao: session.cacao }),
      });
      if (!valid) throw new SiweMessageRefusedError();
      if (session.data.namespace === 'eip155')
        config.onSignIn?.({ address: session.data.accountAddress, chainId: session.data.chainId });
      return undefined;
    },
    async getSessions(stored) {
      const session = await config.getSession();
      return stored.filter((entry) => sameAccount(session, entry));
    },
    async revokeSession() {
      await config.signOut();
      config.onSignOut?.();
    },
  };
}
