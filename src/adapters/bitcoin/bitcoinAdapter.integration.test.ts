import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { BITCOIN_REGTEST } from '../../../sandbox/bitcoin/bitcoinRegtest';
import { BITCOIN_DEV_WALLET_ID } from '../../../sandbox/bitcoin/devWallet/installBitcoinDevWallet';
import { COIN, registerBitcoinKit } from '../../../test/adapters/bitcoinKit';
import { bitcoinRegtest } from '../../core/networks/chains/bitcoin';

// The Bitcoin adapter through a real kit against the sandbox's Bitcoin chain (test/adapters/bitcoinKit.ts):
// connect, messages, sends, Max and PSBTs. Signatures are checked with bip322-js, balances read from the
// node. Nothing of the kit, adapter or chain is mocked. Errors and the session's life:
// bitcoinAdapter.session.integration.test.ts.

const { chain: chainOf, state, sats, connected, feeOf, providerOf } = registerBitcoinKit();

test('connect: the discovered dev wallet connects; the payment address is the account, ordinals kept beside it', async () => {
  const { kit, wallet, found, account } = await connected(1);
  expect(found.map((c) => [c.id, c.type, c.chain])).toEqual([
    [`bip122:${BITCOIN_DEV_WALLET_ID}`, 'ANNOUNCED', 'bip122'],
  ]);
  expect(wallet.calls.map((c) => c.method)).toEqual(['getInfo', 'getAccounts']);
  expect(wallet.calls[1]!.params).toEqual({ purposes: ['payment', 'ordinals'] });
  const accountState = state(kit).chains.chains.bip122!.accountState!;
  expect(accountState.caipAddress).toBe(`${bitcoinRegtest.caipNetworkId}:${account.payment.address}`);
  // The runtime records every account as 'eoa' for now (SPEC §6's 'payment' type: docs/bitcoin.md).
  expect(accountState.allAccounts.map((a) => a.address)).toEqual([
    account.payment.address,
    account.ordinals.address,
  ]);
  await kit.adapters.refreshBalance();
  expect(state(kit).chains.chains.bip122!.accountState).toMatchObject({
    balance: '50',
    balanceSymbol: 'BTC',
  });
});

test('behavior: sign message through the kit is BIP-322 by the payment key; bip322-js verifies it, a tampered message fails', async () => {
  const { kit, wallet, account } = await connected(2);
  const signature = await kit.adapters.signMessage('hello portico');
  expect(wallet.calls.at(-1)).toEqual({
    method: 'signMessage',
    params: { address: account.payment.address, message: 'hello portico', protocol: 'BIP322' },
  });
  expect(Verifier.verifySignature(account.payment.address, 'hello portico', signature)).toBe(true);
  expect(Verifier.verifySignature(account.payment.address, 'hello portico!', signature)).toBe(false);
  expect(Verifier.verifySignature(chainOf().accounts[3]!.payment.address, 'hello portico', signature)).toBe(
    false,
  );
});

test('behavior: ECDSA when asked (payment), BIP-322 by the taproot ordinals key; both verify', async () => {
  const { wallet, adapter, account } = await connected(2);
  const provider = { provider: await providerOf(wallet) };
  const ecdsa = await adapter.signBitcoinMessage({
    ...provider,
    address: account.payment.address,
    message: 'm',
    protocol: 'ECDSA',
  });
  expect(ecdsa.protocol).toBe('ECDSA');
  expect(Buffer.from(ecdsa.signature, 'base64')).toHaveLength(65);
  expect(Verifier.verifySignature(account.payment.address, 'm', ecdsa.signature)).toBe(true);
  const taproot = await adapter.signBitcoinMessage({
    ...provider,
    address: account.ordinals.address,
    message: 'm',
  });
  expect(taproot.protocol).toBe('BIP322');
  expect(Verifier.verifySignature(account.ordinals.address, 'm', taproot.signature)).toBe(true);
});

test('behavior: send through the kit at a chosen fee rate; after a block both balances moved by the exact amounts', async () => {
  const { kit, wallet, adapter, account } = await connected(3);
  const to = chainOf().accounts[4]!.payment;
  const before = [await sats(account.payment.script), await sats(to.script)];
  const rate = await adapter.estimateFeeRate({ network: bitcoinRegtest });
  expect(rate).toEqual({ satPerVbyte: 1, source: 'fallback' });
  const txid = await adapter.sendTransfer({
    provider: await providerOf(wallet),
    network: bitcoinRegtest,
    recipients: [{ address: to.address, amount: 125_000_000n }],
    feeRate: 3,
  });
  expect(wallet.calls.at(-1)!.params).toEqual({
    recipients: [{ address: to.address, amount: 125_000_000 }],
    feeRate: 3,
  });
  expect(await chainOf().reader.confirmations(txid)).toBe(0);
  await chainOf().reader.mine(1);
  expect(await adapter.waitForTransaction({ network: bitcoinRegtest, hash: txid })).toEqual({
    status: 'success',
  });
  // Through the kit's own action too (no fee rate: the wallet's, the node's fallback of 1 sat/vB). The
  // dev wallet spends confirmed outputs only, so the change of the first is spent once it is mined.
  const second = await kit.adapters.sendTransaction({ to: to.address, value: 5_000_000n });
  await chainOf().reader.mine(1);
  expect(await kit.adapters.waitForTransaction(second)).toEqual({ status: 'success' });
  const fees = (await Promise.all([txid, second].map(feeOf))).reduce((a, b) => a + b, 0n);
  // 3 sat/vB x 141 vB, then 1 sat/vB x 141 vB (one P2WPKH input, recipient + change).
  expect(fees).toBe(3n * 141n + 141n);
  expect(await sats(to.script)).toBe(before[1]! + 130_000_000n);
  expect(await sats(account.payment.script)).toBe(before[0]! - 130_000_000n - fees);
  await kit.adapters.refreshBalance();
  expect(state(kit).chains.chains.bip122!.accountState!.balance).toBe(
    adapter.formatUnits(before[0]! - 130_000_000n - fees, 8),
  );
});

/** The fee of a mined transaction: inputs minus outputs, from the node. */
test('behavior: UTXO-aware Max spends every output with no change; fee estimate and UTXOs read from the node', async () => {
  const { adapter, account } = await connected(5);
  const utxos = await adapter.getUtxos({ network: bitcoinRegtest, address: account.ordinals.address });
  expect(utxos).toEqual([expect.objectContaining({ value: 50n * COIN })]);
  const max = await adapter.maxSendable({
    network: bitcoinRegtest,
    address: account.ordinals.address,
    recipient: chainOf().accounts[0]!.payment.address,
    feeRate: 2,
  });
  // One key-path P2TR input (58 vB) and one P2WPKH output (31 vB) plus overhead (11 vB).
  expect(max).toEqual({ amount: 50n * COIN - 200n, fee: 200n });
  const fee = await adapter.estimateGas({
    network: bitcoinRegtest,
    request: { from: account.payment.address, to: chainOf().accounts[0]!.payment.address, value: 1n },
  });
  expect(fee).toBe(141n);
});

test('behavior: sign PSBT — the wallet signs the taproot input it is asked to and broadcasts; the spend is mined', async () => {
  const { wallet, adapter, account } = await connected(6);
  const to = chainOf().accounts[0]!.payment;
  const [utxo] = await chainOf().reader.utxos(account.ordinals.script);
  const tx = new Transaction();
  tx.addInput({
    txid: utxo!.txid,
    index: utxo!.vout,
    witnessUtxo: { script: hex.decode(utxo!.script), amount: utxo!.value },
    tapInternalKey: hex.decode(account.ordinals.publicKey),
  });
  tx.addOutputAddress(to.address, 10n * COIN, BITCOIN_REGTEST);
  tx.addOutputAddress(account.ordinals.address, utxo!.value - 10n * COIN - 500n, BITCOIN_REGTEST);
  const psbt = Buffer.from(tx.toPSBT()).toString('base64');
  const before = await sats(to.script);
  const provider = await providerOf(wallet);
  const unsigned = await adapter.signPsbt({
    provider,
    psbt,
    signInputs: { [account.ordinals.address]: [0] },
  });
  expect(Transaction.fromPSBT(Buffer.from(unsigned.psbt, 'base64')).getInput(0).tapKeySig).toHaveLength(64);
  const sent = await adapter.signPsbt({
    provider,
    psbt,
    signInputs: { [account.ordinals.address]: [0] },
    broadcast: true,
  });
  expect(sent.txid).toMatch(/^[0-9a-f]{64}$/);
  await chainOf().reader.mine(1);
  expect(await adapter.waitForTransaction({ network: bitcoinRegtest, hash: sent.txid! })).toEqual({
    status: 'success',
  });
  expect(await sats(to.script)).toBe(before + 10n * COIN);
  await expect(
    adapter.waitForTransaction({ network: bitcoinRegtest, hash: 'ab'.repeat(32) }),
  ).rejects.toMatchObject({
    name: 'BitcoinTransactionNotConfirmedError',
    data: { reason: 'unknown to the node' },
  });
});
