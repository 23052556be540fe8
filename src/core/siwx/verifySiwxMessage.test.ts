import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { encodeBase58 } from '../base58';
import { toChecksumAddress } from '../eip55';
import { buildSiweMessage } from './buildSiweMessage';
import { buildSiwsMessage } from './buildSiwsMessage';
import { bytesToHex, utf8Bytes } from './siwxBytes';
import type { SiweMessageFields } from './siwxMessage';
import { eip191Hash } from './verifyEoaSignature';
import { verifySiwxMessage } from './verifySiwxMessage';

// Real keys, real signatures: an EOA signs with secp256k1 (EIP-191) and a Solana account with
// ed25519, so every refusal below is the verifier's own, never a stub's.
const evmKey = new Uint8Array(32).fill(7);
const evmAddress = toChecksumAddress(
  bytesToHex(keccak_256(secp256k1.getPublicKey(evmKey, false).slice(1)).slice(-20)),
);
const solanaSeed = new Uint8Array(32).fill(9);
const solanaAddress = encodeBase58(ed25519.getPublicKey(solanaSeed));

function signEip191(text: string, key = evmKey): string {
  const signature = secp256k1.sign(eip191Hash(text), key);
  return bytesToHex(Uint8Array.from([...signature.toCompactRawBytes(), 27 + signature.recovery]));
}
const signEd25519 = (text: string) => encodeBase58(ed25519.sign(utf8Bytes(text), solanaSeed));

const NOW = Date.parse('2030-06-01T12:00:00Z');
const fields: SiweMessageFields = {
  domain: 'app.example.com',
  accountAddress: evmAddress,
  statement: 'Sign in to Example',
  uri: 'https://app.example.com/login',
  version: '1',
  chainId: 1,
  nonce: 'n0nce1234',
  issuedAt: '2030-06-01T11:59:00Z',
  expirationTime: '2030-06-01T13:00:00Z',
  notBefore: '2030-06-01T11:59:00Z',
};
const expected = { domain: 'app.example.com', nonce: 'n0nce1234', time: NOW };

function signedSiwe(overrides: Partial<SiweMessageFields> = {}) {
  const message = buildSiweMessage({ ...fields, ...overrides });
  return { message, signature: signEip191(message) };
}

// An in-memory nonce store as the reference API keeps one: issued nonces, each usable once.
function nonceStore(...issued: string[]) {
  const open = new Set(issued);
  return (nonce: string) => open.delete(nonce);
}

const refused = (reason: string) => ({
  name: 'SiwxVerificationError',
  data: expect.objectContaining({ reason }),
});

test('default', async () => {
  const message = await verifySiwxMessage({
    ...signedSiwe(),
    expected,
    consumeNonce: nonceStore('n0nce1234'),
  });
  expect(message).toEqual({ namespace: 'eip155', ...fields });
});

test('error: a tampered message is refused (signature no longer matches)', async () => {
  const { message, signature } = signedSiwe();
  const tampered = message.replace('Chain ID: 1', 'Chain ID: 10');
  await expect(verifySiwxMessage({ message: tampered, signature, expected })).rejects.toMatchObject(
    refused('signatureMismatch'),
  );
});

test('error: a message signed by another key for this address is refused', async () => {
  const message = buildSiweMessage(fields);
  const signature = signEip191(message, new Uint8Array(32).fill(8));
  await expect(verifySiwxMessage({ message, signature, expected })).rejects.toMatchObject(
    refused('signatureMismatch'),
  );
});

test('error: wrong domain is refused with both domains in the data', async () => {
  await expect(
    verifySiwxMessage({ ...signedSiwe({ domain: 'evil.example' }), expected }),
  ).rejects.toMatchObject({
    name: 'SiwxVerificationError',
    data: { reason: 'domainMismatch', expected: 'app.example.com', actual: 'evil.example' },
  });
});

test('error: a URI that is not http(s), or names another site, is refused and its nonce kept (issue 22)', async () => {
  const consumeNonce = nonceStore('n0nce1234');
  for (const [uri, data] of [
    ['javascript:alert(1)', { reason: 'uriNotHttp', actual: 'javascript' }],
    ['data:text/html;base64,PHNjcmlwdD4=', { reason: 'uriNotHttp', actual: 'data' }],
    [
      'https://evil.example/login',
      { reason: 'uriMismatch', expected: 'app.example.com', actual: 'evil.example' },
    ],
  ] as const) {
    await expect(verifySiwxMessage({ ...signedSiwe({ uri }), expected, consumeNonce })).rejects.toMatchObject(
      { name: 'SiwxVerificationError', data },
    );
  }
  const solanaText = buildSiwsMessage({
    domain: 'app.example.com',
    accountAddress: solanaAddress,
    uri: 'javascript:alert(1)',
  });
  await expect(
    verifySiwxMessage({ message: solanaText, signature: signEd25519(solanaText) }),
  ).rejects.toMatchObject(refused('uriNotHttp'));
  await expect(verifySiwxMessage({ ...signedSiwe(), expected, consumeNonce })).resolves.toBeDefined();
});

test('error: expired at and after expirationTime', async () => {
  const signed = signedSiwe();
  const at = Date.parse('2030-06-01T13:00:00Z');
  await expect(verifySiwxMessage({ ...signed, expected: { ...expected, time: at } })).rejects.toMatchObject(
    refused('expired'),
  );
  await expect(
    verifySiwxMessage({ ...signed, expected: { ...expected, time: at - 1 } }),
  ).resolves.toMatchObject({ nonce: 'n0nce1234' });
});

test('error: not yet valid before notBefore', async () => {
  const signed = signedSiwe({ notBefore: '2030-06-01T12:30:00Z' });
  await expect(verifySiwxMessage({ ...signed, expected })).rejects.toMatchObject(refused('notYetValid'));
});

test('error: issuedAt beyond the clock skew is refused, within it accepted', async () => {
  const later = signedSiwe({ issuedAt: '2030-06-01T12:06:00Z', notBefore: undefined });
  await expect(verifySiwxMessage({ ...later, expected })).rejects.toMatchObject(refused('issuedInFuture'));
  const soon = signedSiwe({ issuedAt: '2030-06-01T12:04:00Z', notBefore: undefined });
  await expect(verifySiwxMessage({ ...soon, expected })).resolves.toMatchObject({
    domain: 'app.example.com',
  });
});

test('error: a replayed nonce is refused the second time', async () => {
  const consumeNonce = nonceStore('n0nce1234');
  const signed = signedSiwe();
  await expect(verifySiwxMessage({ ...signed, expected, consumeNonce })).resolves.toBeDefined();
  await expect(verifySiwxMessage({ ...signed, expected, consumeNonce })).rejects.toMatchObject(
    refused('nonceReplayed'),
  );
});

test('behavior: a refused attempt does not burn the nonce', async () => {
  const consumeNonce = nonceStore('n0nce1234');
  const { message } = signedSiwe();
  await expect(
    verifySiwxMessage({
      message,
      signature: signEip191(message, new Uint8Array(32).fill(8)),
      expected,
      consumeNonce,
    }),
  ).rejects.toMatchObject(refused('signatureMismatch'));
  await expect(verifySiwxMessage({ ...signedSiwe(), expected, consumeNonce })).resolves.toBeDefined();
});

test('error: a nonce other than the issued one is refused', async () => {
  await expect(
    verifySiwxMessage({ ...signedSiwe(), expected: { ...expected, nonce: 'other12345' } }),
  ).rejects.toMatchObject({ data: { reason: 'nonceMismatch', expected: 'other12345', actual: 'n0nce1234' } });
});

test('error: malformed signatures are refused as such', async () => {
  const { message } = signedSiwe();
  for (const signature of ['', '0x', '0xabc', 'not hex']) {
    await expect(verifySiwxMessage({ message, signature, expected })).rejects.toMatchObject(
      refused('malformedSignature'),
    );
  }
});

test('error: a smart-account (EIP-6492) signature without the hook is contractSignatureUnsupported', async () => {
  const { message } = signedSiwe();
  const wrapped = `0x${'ab'.repeat(96)}${'6492'.repeat(16)}`;
  await expect(verifySiwxMessage({ message, signature: wrapped, expected })).rejects.toMatchObject(
    refused('contractSignatureUnsupported'),
  );
});

test('behavior: the contract-signature hook decides for a non-EOA signature (stub of the chain call)', async () => {
  const { message } = signedSiwe();
  const wrapped = `0x${'ab'.repeat(96)}${'6492'.repeat(16)}`;
  const seen: string[] = [];
  const verifyContractSignature = ({ signature }: { signature: string }) => {
    seen.push(signature);
    return signature === wrapped;
  };
  await expect(
    verifySiwxMessage({ message, signature: wrapped, expected, verifyContractSignature }),
  ).resolves.toMatchObject({ accountAddress: evmAddress });
  await expect(
    verifySiwxMessage({ message, signature: `0x${'cd'.repeat(40)}`, expected, verifyContractSignature }),
  ).rejects.toMatchObject(refused('signatureMismatch'));
  expect(seen).toEqual([wrapped, `0x${'cd'.repeat(40)}`]);
});

test('behavior: verifySignature replaces the built-in check', async () => {
  const { message } = signedSiwe();
  await expect(
    verifySiwxMessage({ message, signature: '0x00', expected, verifySignature: () => true }),
  ).resolves.toMatchObject({ nonce: 'n0nce1234' });
  await expect(
    verifySiwxMessage({ ...signedSiwe(), expected, verifySignature: () => false }),
  ).rejects.toMatchObject(refused('signatureMismatch'));
});

test('error: a malformed message is refused before any signature check', async () => {
  await expect(verifySiwxMessage({ message: 'hello', signature: '0x00' })).rejects.toMatchObject({
    name: 'SiwxMessageError',
    data: { reason: 'malformedMessage', field: 'header' },
  });
});

describe('solana', () => {
  const siws = buildSiwsMessage({
    domain: 'app.example.com',
    accountAddress: solanaAddress,
    statement: 'Sign in to Example',
    uri: 'https://app.example.com/login',
    version: '1',
    chainId: 'mainnet',
    nonce: 'n0nce1234',
    issuedAt: '2030-06-01T11:59:00Z',
  });

  test('behavior: an ed25519 signature verifies and the nonce is consumed once', async () => {
    const consumeNonce = nonceStore('n0nce1234');
    const signature = signEd25519(siws);
    await expect(
      verifySiwxMessage({ message: siws, signature, expected, consumeNonce }),
    ).resolves.toMatchObject({
      namespace: 'solana',
      accountAddress: solanaAddress,
      chainId: 'mainnet',
    });
    await expect(
      verifySiwxMessage({ message: siws, signature, expected, consumeNonce }),
    ).rejects.toMatchObject(refused('nonceReplayed'));
  });

  test('error: a tampered SIWS message is refused', async () => {
    const tampered = siws.replace('Chain ID: mainnet', 'Chain ID: devnet');
    await expect(
      verifySiwxMessage({ message: tampered, signature: signEd25519(siws), expected }),
    ).rejects.toMatchObject(refused('signatureMismatch'));
  });

  test('error: a SIWS message without a nonce is refused when a nonce is expected', async () => {
    const bare = buildSiwsMessage({ domain: 'app.example.com', accountAddress: solanaAddress });
    await expect(
      verifySiwxMessage({ message: bare, signature: signEd25519(bare), expected }),
    ).rejects.toMatchObject(refused('nonceMissing'));
  });

  test('error: an address that is no 32-byte key cannot sign', async () => {
    const short = buildSiwsMessage({ domain: 'app.example.com', accountAddress: 'A' });
    await expect(verifySiwxMessage({ message: short, signature: signEd25519(short) })).rejects.toMatchObject({
      name: 'SiwxMessageError',
      data: { reason: 'badAddress', field: 'accountAddress' },
    });
  });
});
