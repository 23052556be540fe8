import { buildSiwxMessage } from '../../src/core/siwx/siwxText';
import { createDefaultSiwxMessage } from '../../src/plugins/siwx/createDefaultSiwxMessage';
import { localSiwx } from '../../src/plugins/siwx/localSiwx';
import { verifyAnySiwxSignature } from '../../src/server/verifyAnySiwxSignature';
import { cosmosSigner } from './familySigners';

// localSiwx checks in the page with core's verifier (eip155, solana); a host that keeps sign-ins
// local for the other families hands it portico/server's verifyAnySiwxSignature.

async function signedSession(config: ReturnType<typeof localSiwx>) {
  const signer = await cosmosSigner();
  const nonce = await config.getNonce({ caipNetworkId: signer.caipNetworkId, address: signer.address });
  const data = createDefaultSiwxMessage(
    { caipNetworkId: signer.caipNetworkId, address: signer.address, nonce },
    { origin: 'https://app.example.com' },
  );
  const message = buildSiwxMessage(data);
  return { data, message, signature: await signer.sign(message) };
}

test('default: with verifyAnySiwxSignature, a Cosmos sign-in is checked and kept until its expiration', async () => {
  const config = localSiwx({ verifySignature: verifyAnySiwxSignature });
  const session = await signedSession(config);
  await expect(config.addSession(session)).resolves.toEqual({ expiresAt: session.data.expirationTime });
  // The nonce was consumed: the same signed session again is a replay.
  await expect(config.addSession(session)).rejects.toMatchObject({ data: { reason: 'nonceReplayed' } });
});

test('error: without it, core refuses the namespace it cannot check (unsupportedNamespace), nothing kept', async () => {
  const config = localSiwx();
  const session = await signedSession(config);
  await expect(config.addSession(session)).rejects.toMatchObject({
    name: 'SiwxMessageError',
    data: { reason: 'unsupportedNamespace' },
  });
});
