import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { BITCOIN_REGTEST } from '../../../sandbox/bitcoin/bitcoinRegtest';
import {
  pairAndApprove,
  registerFamilyWalletConnect,
  stateOf,
} from '../../../test/walletconnect/familyWalletConnect';
import { bitcoinRegtest } from '../../core/networks/chains/bitcoin';
import { classifyRpcError } from '../../core/rpcErrors';
import type { BitcoinAdapter } from '../bitcoin/BitcoinAdapterContract';
import type { Eip1193Provider } from '../ChainAdapter';

// WalletConnect's bip122 namespace (issue 27 Deliver 1) on the sandbox's Bitcoin chain (litecoind
// regtest standing in for Bitcoin regtest, docs/bitcoin.md): a real wallet (@reown/walletkit) on the
// sandbox relay whose Bitcoin requests the Bitcoin dev wallet answers with a dev account's real keys.
// The kit's Bitcoin adapter is the one injected wallets use; only the session wrapper is WalletConnect's.

jest.setTimeout(30_000);

const COIN = 100_000_000n;
const { chains, makeKit, makePeer, bitcoinOffer } = registerFamilyWalletConnect(['bip122']);

/** A kit paired with a wallet holding Bitcoin sandbox account `index`. */
async function paired(name: string, index: number) {
  const { kit, service } = makeKit(name);
  await kit.ready;
  const { offer, wallet } = bitcoinOffer(index);
  const peer = await makePeer({ bip122: offer });
  await pairAndApprove(service, peer);
  const provider = kit.services.get<Eip1193Provider>('provider:bip122')!;
  const adapter = (await kit.adapters.loadAdapter('bip122')) as BitcoinAdapter;
  return { kit, service, peer, wallet, provider, adapter, account: chains().bitcoin.accounts[index]! };
}

/** The fee a transaction paid: its inputs minus its outputs, read from the node. */
async function feeOf(txid: string): Promise<bigint> {
  const node = chains().bitcoin.node;
  type Raw = { vin: { txid: string; vout: number }[]; vout: { value: number }[] };
  const sats = (value: number) => BigInt(Math.round(value * 1e8));
  const tx = await node<Raw>('getrawtransaction', [txid, true]);
  let inputs = 0n;
  for (const input of tx.vin)
    inputs += sats((await node<Raw>('getrawtransaction', [input.txid, true])).vout[input.vout]!.value);
  return inputs - tx.vout.reduce((sum, output) => sum + sats(output.value), 0n);
}

test('behavior: a message is signed through the session by the payment key (BIP-322 and ECDSA); bip322-js verifies both', async () => {
  const { peer, provider, adapter, account, service } = await paired('sign', 0);
  const address = account.payment.address;
  const signature = await adapter.signMessage({ provider, address, message: 'Portico over WalletConnect' });
  expect(Verifier.verifySignature(address, 'Portico over WalletConnect', signature)).toBe(true);
  expect(Verifier.verifySignature(address, 'Portico over WalletConnect!', signature)).toBe(false);
  const ecdsa = await adapter.signBitcoinMessage({ provider, address, message: 'm', protocol: 'ECDSA' });
  expect(ecdsa.protocol).toBe('ECDSA');
  expect(Verifier.verifySignature(address, 'm', ecdsa.signature)).toBe(true);
  // WalletConnect's parameters: the account, the address, the protocol in lower case.
  expect(peer.requests).toEqual([
    {
      method: 'signMessage',
      chainId: bitcoinRegtest.caipNetworkId,
      params: { account: address, address, message: 'Portico over WalletConnect', protocol: 'bip322' },
    },
    {
      method: 'signMessage',
      chainId: bitcoinRegtest.caipNetworkId,
      params: { account: address, address, message: 'm', protocol: 'ecdsa' },
    },
  ]);
  await service.disconnect();
});

test('behavior: a send goes to the wallet as sendTransfer, is mined on regtest, and the balances move by exactly the amount and the fee', async () => {
  const { kit, peer, account, service } = await paired('send', 1);
  const { reader } = chains().bitcoin;
  const to = chains().bitcoin.accounts[4]!.payment;
  const before = [await reader.balance(account.payment.script), await reader.balance(to.script)];
  // The kit's active namespace is eip155; the Bitcoin send goes through the bip122 adapter.
  const adapter = (await kit.adapters.loadAdapter('bip122')) as BitcoinAdapter;
  const provider = kit.services.get<Eip1193Provider>('provider:bip122')!;
  const txid = await adapter.sendTransaction({
    provider,
    network: bitcoinRegtest,
    request: { from: account.payment.address, to: to.address, value: 120_000_000n },
  });
  await reader.mine(1);
  expect(await adapter.waitForTransaction({ network: bitcoinRegtest, hash: txid })).toEqual({
    status: 'success',
  });
  const fee = await feeOf(txid);
  expect(fee).toBeGreaterThan(0n);
  expect(await reader.balance(to.script)).toBe(before[1]! + 120_000_000n);
  expect(await reader.balance(account.payment.script)).toBe(before[0]! - 120_000_000n - fee);
  expect(peer.requests.map(({ method, params }) => [method, params])).toEqual([
    ['sendTransfer', { account: account.payment.address, recipientAddress: to.address, amount: '120000000' }],
  ]);
  await service.disconnect();
});

test('behavior: signPsbt through the session signs the payment input asked for, and with broadcast the spend is mined', async () => {
  const { peer, provider, adapter, account, service } = await paired('psbt', 2);
  const { reader } = chains().bitcoin;
  const to = chains().bitcoin.accounts[5]!.payment;
  const [utxo] = await reader.utxos(account.payment.script);
  const tx = new Transaction();
  tx.addInput({
    txid: utxo!.txid,
    index: utxo!.vout,
    witnessUtxo: { script: hex.decode(utxo!.script), amount: utxo!.value },
  });
  tx.addOutputAddress(to.address, 3n * COIN, BITCOIN_REGTEST);
  tx.addOutputAddress(account.payment.address, utxo!.value - 3n * COIN - 500n, BITCOIN_REGTEST);
  const psbt = Buffer.from(tx.toPSBT()).toString('base64');
  const signInputs = { [account.payment.address]: [0] };
  const signed = await adapter.signPsbt({ provider, psbt, signInputs });
  expect(Transaction.fromPSBT(Buffer.from(signed.psbt, 'base64')).getInput(0).partialSig).toHaveLength(1);
  const before = await reader.balance(to.script);
  const sent = await adapter.signPsbt({ provider, psbt, signInputs, broadcast: true });
  await reader.mine(1);
  expect(await adapter.waitForTransaction({ network: bitcoinRegtest, hash: sent.txid! })).toEqual({
    status: 'success',
  });
  expect(await reader.balance(to.script)).toBe(before + 3n * COIN);
  expect(peer.requests[1]).toMatchObject({
    method: 'signPsbt',
    params: {
      account: account.payment.address,
      psbt,
      signInputs: [{ address: account.payment.address, index: 0 }],
      broadcast: true,
    },
  });
  await service.disconnect();
});

test('error: the wallet declining a send reaches the caller as a user rejection; nothing is broadcast and the session stays', async () => {
  const { kit, peer, provider, adapter, account, service } = await paired('reject', 3);
  peer.behaviour.sendTransfer = 'reject';
  const mempool = () => chains().bitcoin.node<string[]>('getrawmempool', []);
  const pending = (await mempool()).length;
  const error = await adapter
    .sendTransaction({
      provider,
      network: bitcoinRegtest,
      request: {
        from: account.payment.address,
        to: chains().bitcoin.accounts[0]!.payment.address,
        value: 1000n,
      },
    })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(classifyRpcError(error).kind).toBe('userRejected');
  expect((await mempool()).length).toBe(pending);
  expect(stateOf(kit).connection.status.bip122).toBe('connected');
  expect(stateOf(kit).chains.chains.bip122?.accountState.address).toBe(account.payment.address);
  await service.disconnect();
});

test('error: malformed answers are refused (a signature that is not hex, a txid that is none); more than one recipient is refused before the wallet is asked', async () => {
  const { peer, provider, adapter, account, service } = await paired('garbage', 4);
  const address = account.payment.address;
  peer.behaviour.signMessage = { answer: { address, signature: 'c2lnbmF0dXJl' } };
  await expect(adapter.signMessage({ provider, address, message: 'x' })).rejects.toMatchObject({
    name: 'InvalidBitcoinWalletAnswerError',
    data: { method: 'signMessage', problem: 'the signature is not hex' },
  });
  peer.behaviour.sendTransfer = { answer: { txid: 'not-a-txid' } };
  const request = { from: address, to: chains().bitcoin.accounts[0]!.payment.address, value: 1000n };
  await expect(adapter.sendTransaction({ provider, network: bitcoinRegtest, request })).rejects.toMatchObject(
    {
      name: 'InvalidBitcoinWalletAnswerError',
      data: { method: 'sendTransfer', problem: 'no txid' },
    },
  );
  const asked = peer.requests.length;
  const to = chains().bitcoin.accounts[0]!.payment.address;
  await expect(
    adapter.sendTransfer({
      provider,
      network: bitcoinRegtest,
      recipients: [
        { address: to, amount: 1000n },
        { address: to, amount: 2000n },
      ],
    }),
  ).rejects.toMatchObject({ name: 'InvalidBitcoinRequestError', data: { field: 'recipients' } });
  expect(peer.requests.length).toBe(asked);
  await service.disconnect();
});
