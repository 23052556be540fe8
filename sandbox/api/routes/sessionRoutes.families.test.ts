import { buildSiwxMessage } from '../../../src/core/siwx';
import type { SiwxFamilyNamespace, SiwxMessage } from '../../../src/core/siwx/siwxMessage';
import { verifySiwxSession } from '../../../src/server';
import {
  bitcoinSigner,
  cosmosSigner,
  type FamilySigner,
  polkadotSigner,
} from '../../../test/siwx/familySigners';
import { describeEachDatabase } from '../testing/describeEachDatabase';

// Bitcoin, Polkadot and Cosmos sign-ins at the reference API (issue 27): each family's dev wallet
// signs with a sandbox key, the API verifies (BIP-322 / sr25519 / ADR-036) and opens the session for
// the CAIP-10 account; nonce and domain rules are the EVM ones (sessionRoutes.test.ts).

const DOMAIN = 'app.example:3000';
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

function messageFor(signer: Pick<FamilySigner, 'caipNetworkId' | 'address'>, nonce: string): string {
  const [namespace, chainId] = signer.caipNetworkId.split(':') as [SiwxFamilyNamespace, string];
  return buildSiwxMessage({
    namespace,
    domain: DOMAIN,
    accountAddress: signer.address,
    uri: `http://${DOMAIN}/`,
    version: '1',
    chainId,
    nonce,
    issuedAt: iso(Date.now() - 1000),
  } as SiwxMessage);
}

const signers: [string, () => FamilySigner | Promise<FamilySigner>][] = [
  ['bip122 (P2WPKH, BIP-322)', () => bitcoinSigner('payment')],
  ['bip122 (P2TR, BIP-322)', () => bitcoinSigner('ordinals')],
  ['polkadot', polkadotSigner],
  ['cosmos', cosmosSigner],
];

describeEachDatabase(
  'SIWX sessions of the other families (/v1/sessions)',
  (harness) => {
    async function nonce(): Promise<string> {
      const answer = await harness().request('POST', '/v1/sessions/nonce?projectId=p');
      expect(answer.status).toBe(201);
      return answer.json.nonce;
    }
    const post = (body: unknown) => harness().request('POST', '/v1/sessions?projectId=p', body);

    describe.each(signers)('%s', (_label, makeSigner) => {
      let signer: FamilySigner;
      beforeAll(async () => {
        signer = await makeSigner();
      });

      test('default: a signed sign-in opens a session for the CAIP-10 account, which verifySiwxSession trusts', async () => {
        const message = messageFor(signer, await nonce());
        const created = await post({ message, signature: await signer.sign(message) });
        expect(created.status).toBe(201);
        expect(created.json).toMatchObject({
          status: 'active',
          namespace: signer.namespace,
          caipNetworkId: signer.caipNetworkId,
          address: signer.address,
          domain: DOMAIN,
        });
        const session = await verifySiwxSession({
          authorizationHeader: `Bearer ${created.json.id}`,
          apiUrl: harness().api.url,
          expectedDomain: DOMAIN,
        });
        expect(session).toMatchObject({ caipNetworkId: signer.caipNetworkId, address: signer.address });
      });

      test('error: another key’s signature is refused (signatureMismatch) and leaves the nonce usable', async () => {
        const message = messageFor(signer, await nonce());
        const forged = await post({ message, signature: await signer.sign(message, signer.otherAddress) });
        expect(forged.status).toBe(400);
        expect(forged.json.error.message).toContain('signatureMismatch');
        expect((await post({ message, signature: await signer.sign(message) })).status).toBe(201);
      });
    });

    test('error: a family chain the kit has no record of is refused as unsupported, before the signature', async () => {
      const signer = await cosmosSigner();
      const message = messageFor({ ...signer, caipNetworkId: 'cosmos:unknown-chain-7' }, await nonce());
      const answer = await post({ message, signature: await signer.sign(message) });
      expect(answer).toMatchObject({ status: 400, json: { error: { code: 'UNSUPPORTED_CHAIN' } } });
      expect(answer.json.error.message).toContain('cosmos:unknown-chain-7');
    });
  },
  { allowedOrigins: ['http://app.example:3000'] },
);
