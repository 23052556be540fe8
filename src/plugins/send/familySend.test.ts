import { toBech32 } from '@cosmjs/encoding';
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { NETWORK, p2pkh, p2wpkh, TEST_NETWORK } from '@scure/btc-signer';
import { BITCOIN_REGTEST } from '../../../sandbox/bitcoin/bitcoinRegtest';
import { bitcoinSandboxAccounts } from '../../../sandbox/bitcoin/bitcoinSandboxAccounts';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../../core/networks/chains/bitcoin';
import { cosmosSandbox } from '../../core/networks/chains/cosmos';
import { polkadot, polkadotLocal } from '../../core/networks/chains/polkadot';
import type { Network } from '../../core/networks/network';
import { receiverProblem } from './receiverAddress';
import { sendButtonStep } from './sendButtonStep';
import { chosenFeeRate, parseFeeRate } from './sendFeeRate';
import type { SendState } from './sendSlice';
import { TRANSFER_BUILDERS } from './sendTransfers';
import { NATIVE_TOKEN, type SendFee, type SendToken } from './sendTypes';
import { keepMinimumAmountText, type SendForm, sendFieldErrors, validateSend } from './validateSend';

// Issue 27: the Send form's rules on Bitcoin, Polkadot and Cosmos, pure: receivers per network (real
// addresses made with each family's own library), Bitcoin's fee rate, Cosmos's memo, Polkadot's
// existential deposit, what the button says, and what each family's request carries.

const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error as { name: string; data?: Record<string, unknown> };
  }
  throw new Error('did not throw');
};

const key = (byte: number) => new Uint8Array(33).fill(byte).map((b, i) => (i === 0 ? 2 : b));
const [account] = bitcoinSandboxAccounts(1);
const regtestPayment = account!.payment.address;
const regtestTaproot = account!.ordinals.address;
const mainnetAddress = p2wpkh(key(7), NETWORK).address!;
const testnetAddress = p2wpkh(key(7), TEST_NETWORK).address!;
const regtestLegacy = p2pkh(key(9), BITCOIN_REGTEST).address!;
const mainnetLegacy = p2pkh(key(9), NETWORK).address!;

const BTC: SendToken = { address: NATIVE_TOKEN, symbol: 'BTC', name: 'Bitcoin', decimals: 8, balance: '50' };
const DOT: SendToken = {
  address: NATIVE_TOKEN,
  symbol: 'DOT',
  name: 'Polkadot',
  decimals: 10,
  balance: '10',
};
const ATOM: SendToken = { address: NATIVE_TOKEN, symbol: 'ATOM', name: 'Cosmos', decimals: 6, balance: '5' };
const flat = (fee: string, token: SendToken): SendFee => ({
  gas: fee,
  gasPrice: '1',
  fee,
  symbol: token.symbol,
  decimals: token.decimals,
});

describe('receivers per network', () => {
  test('behavior: Bitcoin — an address of the network family (bcrt1 on regtest, checksum verified); a mainnet one is invalid there', () => {
    const on = (network: Network, address: string) => receiverProblem('bip122', address, { network });
    expect(on(bitcoinRegtest, regtestPayment)).toBeUndefined();
    expect(on(bitcoinRegtest, regtestTaproot)).toBeUndefined();
    expect(on(bitcoinRegtest, regtestLegacy)).toBeUndefined();
    expect(on(bitcoinRegtest, mainnetAddress)).toBe('format');
    expect(on(bitcoinRegtest, testnetAddress)).toBe('format');
    expect(on(bitcoinRegtest, mainnetLegacy)).toBe('format');
    expect(on(bitcoin, mainnetAddress)).toBeUndefined();
    expect(on(bitcoin, mainnetLegacy)).toBeUndefined();
    expect(on(bitcoin, regtestPayment)).toBe('format');
    expect(on(bitcoinTestnet, testnetAddress)).toBeUndefined();
    // One character changed: the bech32m checksum fails.
    const typo = `${regtestTaproot.slice(0, -1)}${regtestTaproot.endsWith('q') ? 'p' : 'q'}`;
    expect(on(bitcoinRegtest, typo)).toBe('format');
  });

  test('behavior: Polkadot — an SS58 account of the network format (or the generic 42); another chain format or a broken checksum is invalid', async () => {
    await cryptoWaitReady();
    const pair = new Keyring({ type: 'sr25519' }).addFromUri('//Alice');
    const as = (format: number) => new Keyring({ ss58Format: format }).encodeAddress(pair.publicKey);
    const on = (address: string) => receiverProblem('polkadot', address, { network: polkadotLocal });
    expect(on(as(0))).toBeUndefined();
    expect(on(as(42))).toBeUndefined();
    expect(on(as(2))).toBe('format'); // Kusama's
    expect(receiverProblem('polkadot', as(0), { network: polkadot })).toBeUndefined();
    const broken = `${as(0).slice(0, -1)}${as(0).endsWith('a') ? 'b' : 'a'}`;
    expect(on(broken)).toBe('format');
    expect(on(regtestPayment)).toBe('format');
  });

  test('behavior: Cosmos — bech32 with the sender prefix; another chain prefix or a broken checksum is invalid', () => {
    const sender = toBech32('cosmos', new Uint8Array(20).fill(1));
    const receiver = toBech32('cosmos', new Uint8Array(20).fill(2));
    const where = { network: cosmosSandbox, sender };
    expect(receiverProblem('cosmos', receiver, where)).toBeUndefined();
    expect(receiverProblem('cosmos', toBech32('osmo', new Uint8Array(20).fill(2)), where)).toBe('format');
    expect(receiverProblem('cosmos', `${receiver.slice(0, -1)}x`, where)).toBe('format');
    expect(receiverProblem('cosmos', toBech32('cosmos', new Uint8Array(12)), where)).toBe('format');
  });

  test('error: a 70,000-character paste is an invalid receiver at once on all three (Base58 is not decoded)', () => {
    // Base58 decoding is quadratic: unguarded, this paste kept the thread for seconds.
    const paste = '2'.repeat(70_000);
    const started = performance.now();
    expect(receiverProblem('bip122', paste, { network: bitcoinRegtest })).toBe('format');
    expect(receiverProblem('polkadot', paste, { network: polkadotLocal })).toBe('format');
    expect(receiverProblem('cosmos', paste, { network: cosmosSandbox })).toBe('format');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('Bitcoin fee rate', () => {
  test('behavior: presets by the choice; a custom rate within 1..10000 sat/vB, a comma read as the mark', () => {
    const feeRates = { slow: 2, normal: 5, fast: 12, source: 'node' as const };
    expect(chosenFeeRate({ feeRates, feeRateChoice: 'fast' })).toEqual({ rate: 12 });
    expect(chosenFeeRate({ feeRateChoice: 'normal' })).toBeUndefined();
    expect(chosenFeeRate({ feeRates, feeRateChoice: 'custom', customFeeRate: '3,5' })).toEqual({ rate: 3.5 });
    for (const bad of ['0', '0.5', '10001', 'abc', '', '-2', '1e3'])
      expect(chosenFeeRate({ feeRates, feeRateChoice: 'custom', customFeeRate: bad })).toEqual({
        invalid: true,
      });
    expect(parseFeeRate('10000')).toBe(10000);
  });

  test('error: an invalid custom rate is the fee rate field problem and no transfer; a valid one rides on the request', () => {
    const form: SendForm = {
      namespace: 'bip122',
      network: bitcoinRegtest,
      account: regtestPayment,
      token: BTC,
      sendTokenAmount: '1.23456789',
      receiverAddress: regtestTaproot,
      fee: flat('141', BTC),
    };
    const error = thrown(() => validateSend({ ...form, feeRate: { invalid: true } }));
    expect(error).toMatchObject({ name: 'SendFeeRateInvalidError', data: { min: 1, max: 10000 } });
    expect(sendFieldErrors({ ...form, feeRate: { invalid: true } }).feeRate?.name).toBe(
      'SendFeeRateInvalidError',
    );
    const transfer = validateSend({ ...form, feeRate: { rate: 7 } });
    // 8 decimals, never rounded.
    expect(transfer.amount).toBe(123_456_789n);
    expect(TRANSFER_BUILDERS.bip122!(transfer)).toEqual({
      to: regtestTaproot,
      value: 123_456_789n,
      feeRate: 7,
    });
    expect(thrown(() => validateSend({ ...form, sendTokenAmount: '0.000000001' }))).toMatchObject({
      name: 'SendAmountInvalidError',
      data: { reason: 'tooManyDecimals', maxDecimals: 8 },
    });
    expect(thrown(() => validateSend({ ...form, receiverAddress: mainnetAddress }))).toMatchObject({
      name: 'SendReceiverInvalidError',
    });
  });
});

describe('Cosmos memo', () => {
  const sender = toBech32('cosmos', new Uint8Array(20).fill(1));
  const form: SendForm = {
    namespace: 'cosmos',
    network: cosmosSandbox,
    account: sender,
    token: ATOM,
    sendTokenAmount: '1.5',
    receiverAddress: toBech32('cosmos', new Uint8Array(20).fill(2)),
    fee: flat('5000', ATOM),
  };

  test('behavior: a memo of 256 characters goes in the request; none is no memo field', () => {
    const memo = 'é'.repeat(256);
    expect(TRANSFER_BUILDERS.cosmos!(validateSend({ ...form, memo }))).toMatchObject({
      memo,
      value: 1_500_000n,
    });
    expect(TRANSFER_BUILDERS.cosmos!(validateSend(form))).not.toHaveProperty('memo');
  });

  test('error: 257 characters is SendMemoTooLongError (max, length), the memo field problem', () => {
    const memo = 'x'.repeat(257);
    expect(thrown(() => validateSend({ ...form, memo }))).toMatchObject({
      name: 'SendMemoTooLongError',
      data: { max: 256, length: 257 },
    });
    expect(sendFieldErrors({ ...form, memo }).memo?.name).toBe('SendMemoTooLongError');
  });
});

describe('Polkadot existential deposit', () => {
  const ED = '10000000000'; // 1 DOT
  const alice = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
  const form: SendForm = {
    namespace: 'polkadot',
    network: polkadotLocal,
    account: alice,
    token: DOT,
    sendTokenAmount: '9.5',
    receiverAddress: '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3',
    fee: flat('0', DOT),
    keepAlive: true,
  };
  const check = (senderAfter: string, recipientAfter: string, keepAlive = true) => ({
    existentialDeposit: ED,
    senderAfter,
    recipientAfter,
    keepAlive,
  });

  test('error: the sender left under the deposit is warned with the remainder that would be lost', () => {
    const depositCheck = check('5000000000', '1000000000000');
    expect(thrown(() => validateSend({ ...form, depositCheck }))).toMatchObject({
      name: 'SendExistentialDepositError',
      data: { account: 'sender', minimum: '1', remainder: '0.5', symbol: 'DOT' },
    });
    expect(sendFieldErrors({ ...form, depositCheck }).amount?.name).toBe('SendExistentialDepositError');
  });

  test('behavior: "send all" (keepAlive false) passes and asks for transferAllowDeath; Max keeps the minimum', () => {
    const depositCheck = check('0', '1000000000000', false);
    const transfer = validateSend({ ...form, sendTokenAmount: '10', keepAlive: false, depositCheck });
    expect(TRANSFER_BUILDERS.polkadot!(transfer)).toEqual({
      to: form.receiverAddress,
      value: 100_000_000_000n,
      keepAlive: false,
    });
    expect(keepMinimumAmountText(DOT, form.fee, ED)).toBe('9');
  });

  test('error: a receiver that would end under the deposit is refused, with the least amount accepted', () => {
    const depositCheck = check('10000000000', '5000000000');
    expect(thrown(() => validateSend({ ...form, sendTokenAmount: '0.5', depositCheck }))).toMatchObject({
      name: 'SendExistentialDepositError',
      data: { account: 'recipient', minimum: '1', needed: '1' },
    });
    // Refused however the sender is kept.
    expect(() =>
      validateSend({
        ...form,
        sendTokenAmount: '0.5',
        keepAlive: false,
        depositCheck: { ...depositCheck, keepAlive: false },
      }),
    ).toThrow(expect.objectContaining({ name: 'SendExistentialDepositError' }));
  });
});

describe('the button on the three families', () => {
  const base: SendState = {
    tokenBalances: [],
    resolving: false,
    estimating: false,
    loading: false,
    feeRateChoice: 'normal',
    keepAlive: true,
  };

  test('behavior: Bitcoin — a mainnet receiver on regtest says Invalid Address; a bad custom rate Invalid Fee Rate', () => {
    const send = { ...base, token: BTC, sendTokenAmount: '1', receiverInput: mainnetAddress };
    const context = { namespace: 'bip122' as const, network: bitcoinRegtest };
    expect(sendButtonStep(send, context)).toBe('invalidAddress');
    expect(sendButtonStep({ ...send, receiverInput: regtestPayment }, context)).toBe('previewSend');
    expect(
      sendButtonStep(
        { ...send, receiverInput: regtestPayment, feeRateChoice: 'custom', customFeeRate: '0' },
        context,
      ),
    ).toBe('invalidFeeRate');
  });

  test('behavior: Cosmos — another chain prefix says Invalid Address; a long memo Memo Too Long', () => {
    const sender = toBech32('cosmos', new Uint8Array(20).fill(1));
    const context = { namespace: 'cosmos' as const, network: cosmosSandbox, account: sender };
    const send = {
      ...base,
      token: ATOM,
      sendTokenAmount: '1',
      receiverInput: toBech32('osmo', new Uint8Array(20)),
    };
    expect(sendButtonStep(send, context)).toBe('invalidAddress');
    const ok = { ...send, receiverInput: toBech32('cosmos', new Uint8Array(20)) };
    expect(sendButtonStep({ ...ok, memo: 'x'.repeat(257) }, context)).toBe('memoTooLong');
    expect(sendButtonStep({ ...ok, memo: 'x'.repeat(256) }, context)).toBe('previewSend');
  });
});
