import type { SiwxMessage } from '../core/siwx/siwxMessage';

// @polkadot/util-crypto is an optional peer dependency of portico: a server without it gets a clear
// error on its first Polkadot sign-in, and can install it and go on (the failed load is not kept).

const message = {
  namespace: 'polkadot',
  domain: 'app.example.com',
  accountAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  uri: 'https://app.example.com',
  version: '1',
  chainId: '191219afcd16009e4aba0ef96f50ed16',
  nonce: 'n0nce1234',
  issuedAt: '2030-06-01T11:59:00Z',
} as SiwxMessage;
const input = { message, text: 'any', signature: `0x${'01'.repeat(64)}` };

// polkadot-js warns of "multiple versions" when Jest loads it again after resetModules: Jest's doing,
// not the verifier's output.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

afterEach(() => {
  jest.dontMock('@polkadot/util-crypto');
  jest.resetModules();
  jest.restoreAllMocks();
});

test('error (stub: @polkadot/util-crypto absent): SiwxVerifierUnavailableError names the package; installed later, it is loaded', async () => {
  jest.resetModules();
  jest.doMock('@polkadot/util-crypto', () => {
    throw Object.assign(new Error("Cannot find module '@polkadot/util-crypto'"), {
      code: 'MODULE_NOT_FOUND',
    });
  });
  const { verifyPolkadotSiwxSignature } = await import('./verifyPolkadotSiwxSignature');
  await expect(verifyPolkadotSiwxSignature(input)).rejects.toMatchObject({
    name: 'SiwxVerifierUnavailableError',
    data: { namespace: 'polkadot', packageName: '@polkadot/util-crypto' },
  });
  jest.dontMock('@polkadot/util-crypto');
  // The same module instance tries again: a real load, and a real refusal of this made-up signature.
  await expect(verifyPolkadotSiwxSignature(input)).rejects.toMatchObject({
    name: 'SiwxVerificationError',
    data: { reason: 'signatureMismatch' },
  });
});

test('error: an address that is no SS58 account is refused (badAddress), not a crash', async () => {
  const { verifyPolkadotSiwxSignature } = await import('./verifyPolkadotSiwxSignature');
  await expect(
    verifyPolkadotSiwxSignature({ ...input, message: { ...message, accountAddress: '1notAnAddress' } }),
  ).rejects.toMatchObject({ name: 'SiwxMessageError', data: { reason: 'badAddress' } });
});
