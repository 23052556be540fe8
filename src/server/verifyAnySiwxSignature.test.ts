import { p2sh, p2wpkh, WIF } from '@scure/btc-signer';
import { pubECDSA } from '@scure/btc-signer/utils.js';
import { Signer, Verifier } from 'bip322-js';
import { BITCOIN_REGTEST } from '../../sandbox/bitcoin/bitcoinRegtest';
import { bitcoinSandboxAccounts } from '../../sandbox/bitcoin/bitcoinSandboxAccounts';
import { cosmosSandboxAccounts } from '../../sandbox/cosmos/cosmosSandboxAccounts';
import {
  bitcoinSigner,
  cosmosSigner,
  type FamilySigner,
  polkadotSigner,
} from '../../test/siwx/familySigners';
import type { SiwxFamilyNamespace, SiwxMessage } from '../core/siwx/siwxMessage';
import { buildSiwxMessage } from '../core/siwx/siwxText';
import { verifySiwxSignIn } from './verifyAnySiwxSignature';

// Real signatures: each family's dev wallet signs through the interface its extension has, with the
// sandbox accounts' keys; portico/server checks them with its own code (BIP-322 / BIP-137 on
// @noble/curves, @polkadot/util-crypto, ADR-036 on @noble/curves).

const NOW = Date.parse('2030-06-01T12:00:00Z');
const EXPECTED = { domain: 'app.example.com', nonce: 'n0nce1234', time: NOW };

function messageFor(
  signer: Pick<FamilySigner, 'caipNetworkId' | 'address'>,
  overrides: Partial<SiwxMessage> = {},
) {
  const [namespace, chainId] = signer.caipNetworkId.split(':') as [SiwxFamilyNamespace, string];
  return buildSiwxMessage({
    namespace,
    domain: 'app.example.com',
    accountAddress: signer.address,
    statement: 'Sign in with your wallet.',
    uri: 'https://app.example.com',
    version: '1',
    chainId,
    nonce: 'n0nce1234',
    issuedAt: '2030-06-01T11:59:00Z',
    expirationTime: '2030-06-02T11:59:00Z',
    ...overrides,
  } as SiwxMessage);
}

const signers: [string, () => FamilySigner | Promise<FamilySigner>][] = [
  ['bip122 P2WPKH, BIP-322', () => bitcoinSigner('payment')],
  ['bip122 P2TR, BIP-322', () => bitcoinSigner('ordinals')],
  ['bip122 P2WPKH, ECDSA (BIP-137)', () => bitcoinSigner('payment', 'ECDSA')],
  ['polkadot sr25519 signRaw', polkadotSigner],
  ['cosmos ADR-036', cosmosSigner],
];

const refused = (reason: string) => ({ name: 'SiwxVerificationError', data: { reason } });

describe.each(signers)('verifySiwxSignIn, %s', (_label, makeSigner) => {
  let signer: FamilySigner;
  beforeAll(async () => {
    signer = await makeSigner();
  });

  test('default: the wallet’s signature of its CAIP-122 message is accepted, the message read back', async () => {
    const message = messageFor(signer);
    const verified = await verifySiwxSignIn({
      message,
      signature: await signer.sign(message),
      expected: EXPECTED,
    });
    expect(verified).toMatchObject({
      namespace: signer.caipNetworkId.split(':')[0],
      accountAddress: signer.address,
      chainId: signer.caipNetworkId.split(':')[1],
      domain: 'app.example.com',
    });
  });

  test('error: another key’s signature of the same message is refused (signatureMismatch)', async () => {
    const message = messageFor(signer);
    const signature = await signer.sign(message, signer.otherAddress);
    await expect(verifySiwxSignIn({ message, signature, expected: EXPECTED })).rejects.toMatchObject(
      refused('signatureMismatch'),
    );
  });

  test('error: a message naming another address, signed by this key, is refused (signatureMismatch)', async () => {
    const forOther = messageFor({ ...signer, address: signer.otherAddress });
    const signature = await signer.sign(forOther);
    await expect(
      verifySiwxSignIn({ message: forOther, signature, expected: EXPECTED }),
    ).rejects.toMatchObject(refused('signatureMismatch'));
  });

  test('error: the signature of one nonce does not sign in with another text (signatureMismatch)', async () => {
    const signature = await signer.sign(messageFor(signer));
    const other = messageFor(signer, { nonce: 'n0nce5678' });
    await expect(
      verifySiwxSignIn({ message: other, signature, expected: { ...EXPECTED, nonce: 'n0nce5678' } }),
    ).rejects.toMatchObject(refused('signatureMismatch'));
  });

  test('error: another domain or nonce than the server expects is refused before the signature', async () => {
    const message = messageFor(signer);
    const signature = await signer.sign(message);
    await expect(
      verifySiwxSignIn({ message, signature, expected: { ...EXPECTED, domain: 'evil.example' } }),
    ).rejects.toMatchObject(refused('domainMismatch'));
    await expect(
      verifySiwxSignIn({ message, signature, expected: { ...EXPECTED, nonce: 'n0nceOther' } }),
    ).rejects.toMatchObject(refused('nonceMismatch'));
  });

  test.each([
    ['text', 'not a signature'],
    ['empty base64 / hex', 'AAAA'],
    ['a truncated signature', 'truncate'],
  ])(
    'error: a malformed signature (%s) is refused (malformedSignature), no nonce consumed',
    async (_what, bad) => {
      const message = messageFor(signer);
      const good = await signer.sign(message);
      const signature = bad === 'truncate' ? good.slice(0, Math.floor(good.length / 2)) : bad;
      const consumeNonce = jest.fn(async () => true);
      await expect(
        verifySiwxSignIn({ message, signature, expected: EXPECTED, consumeNonce }),
      ).rejects.toMatchObject(refused('malformedSignature'));
      expect(consumeNonce).not.toHaveBeenCalled();
    },
  );
});

describe('verifySiwxSignIn, bip122 specifics', () => {
  test('behavior: the signatures it accepts and refuses are the ones bip322-js accepts and refuses', async () => {
    for (const signer of [
      bitcoinSigner('payment'),
      bitcoinSigner('ordinals'),
      bitcoinSigner('payment', 'ECDSA'),
    ]) {
      const message = messageFor(signer);
      const signature = await signer.sign(message);
      expect(Verifier.verifySignature(signer.address, message, signature)).toBe(true);
      await expect(verifySiwxSignIn({ message, signature, expected: EXPECTED })).resolves.toBeDefined();
      const other = messageFor(signer, { nonce: 'n0nce5678' });
      expect(Verifier.verifySignature(signer.address, other, signature)).toBe(false);
    }
  });

  test('behavior: a P2SH-P2WPKH address (Xverse’s payment kind) signed BIP-322 by bip322-js is accepted; another text is not', async () => {
    const [account] = bitcoinSandboxAccounts(1);
    const key = account!.payment.privateKey;
    const nested = p2sh(p2wpkh(pubECDSA(key), BITCOIN_REGTEST), BITCOIN_REGTEST).address!;
    const signer = { caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', address: nested };
    const message = messageFor(signer);
    const signature = Signer.sign(WIF(BITCOIN_REGTEST).encode(key), nested, message) as string;
    await expect(verifySiwxSignIn({ message, signature, expected: EXPECTED })).resolves.toMatchObject({
      accountAddress: nested,
    });
    const other = messageFor(signer, { nonce: 'n0nce5678' });
    await expect(
      verifySiwxSignIn({ message: other, signature, expected: { ...EXPECTED, nonce: 'n0nce5678' } }),
    ).rejects.toMatchObject(refused('signatureMismatch'));
  });

  test('error: an address of another network than the chain id names is refused (badAddress)', async () => {
    const signer = bitcoinSigner('payment');
    // The regtest key's address written for mainnet would be bc1…; a regtest address on mainnet's chain id:
    const message = messageFor({ ...signer, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' });
    const signature = await signer.sign(message);
    await expect(verifySiwxSignIn({ message, signature, expected: EXPECTED })).rejects.toMatchObject({
      name: 'SiwxMessageError',
      data: { reason: 'badAddress', field: 'accountAddress' },
    });
  });
});

describe('verifySiwxSignIn, cosmos specifics', () => {
  test('behavior: the wallet’s whole StdSignature (pub_key + signature, JSON) is accepted; another key in it is not', async () => {
    const signer = await cosmosSigner();
    const [account, stranger] = await cosmosSandboxAccounts(2);
    const message = messageFor(signer);
    const signature = await signer.sign(message);
    const std = (publicKey: Uint8Array) =>
      JSON.stringify({
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: Buffer.from(publicKey).toString('base64') },
        signature,
      });
    await expect(
      verifySiwxSignIn({ message, signature: std(account!.publicKey), expected: EXPECTED }),
    ).resolves.toBeDefined();
    await expect(
      verifySiwxSignIn({ message, signature: std(stranger!.publicKey), expected: EXPECTED }),
    ).rejects.toMatchObject(refused('signatureMismatch'));
  });
});
