import type UniversalProvider from '@walletconnect/universal-provider';
import type { ServiceRegistry } from '../../store/createServiceRegistry';
import {
  SIWX_ONE_CLICK_SERVICE_ID,
  type SiwxOneClickService,
} from '../../store/services/SiwxOneClickService';

// WalletConnect one-click sign-in (docs/siwx.md): when the kit has SIWX and every requested chain is
// eip155, the session proposal carries an authentication request (CAIP-122 / ReCaps), so the wallet
// connects and signs the SIWE message in one round trip. sign-client 2.25 deprecates `authenticate()`
// for exactly this (`connect({ authentication })`), and it falls back by itself: a wallet that does not
// support it approves a plain session, and the SIWX plugin then asks for a signature as usual.

type Session = NonNullable<UniversalProvider['session']>;
type OptionalNamespaces = NonNullable<Parameters<UniversalProvider['connect']>[0]['optionalNamespaces']>;

/** How long the wallet may take to answer the authentication request (sign-client's unit: seconds). */
const AUTHENTICATION_TTL_S = 5 * 60;

/** The chains a proposal requests (CAIP-2), across its namespaces. */
function requestedChains(namespaces: OptionalNamespaces): string[] {
  return Object.entries(namespaces).flatMap(
    ([key, namespace]) => namespace.chains ?? (key.includes(':') ? [key] : []),
  );
}

/**
 * Connects `provider` for `namespaces`, with a SIWX authentication request when the kit has SIWX and
 * every requested chain is eip155. The messages the wallet signed (its CACAOs) are verified and kept by
 * the SIWX service before the session is returned; a refused or failed verification is left to the
 * normal flow (the visitor is asked to sign), so the connection itself stands.
 */
export async function connectWithAuthentication(
  provider: UniversalProvider,
  services: ServiceRegistry,
  namespaces: OptionalNamespaces,
): Promise<Session | undefined> {
  const siwx = services.get<SiwxOneClickService>(SIWX_ONE_CLICK_SERVICE_ID);
  const chains = requestedChains(namespaces);
  if (!siwx || chains.length === 0 || !chains.every((chain) => chain.startsWith('eip155:'))) {
    return provider.connect({ optionalNamespaces: namespaces });
  }
  const request = await siwx.request(chains);
  const session = await provider.connect({
    optionalNamespaces: namespaces,
    authentication: [{ ...request, chains, ttl: AUTHENTICATION_TTL_S }],
  });
  const cacaos = session?.authentication ?? [];
  if (session && cacaos.length > 0) {
    const signed = cacaos.map((cacao) => ({
      message: provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss }),
      signature: cacao.s.s,
      cacao,
    }));
    await siwx.complete(signed).catch(() => undefined);
  }
  return session;
}
