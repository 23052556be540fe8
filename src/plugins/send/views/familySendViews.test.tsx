/** @jest-environment ./test/setup/jsdomWithFetchEnvironment.ts */
import { toBech32 } from '@cosmjs/encoding';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, renderPluginView } from '../../../../test/plugins/renderPluginView';
import type { ChainNamespace } from '../../../core/namespaces';
import { bitcoinRegtest } from '../../../core/networks/chains/bitcoin';
import { cosmosSandbox } from '../../../core/networks/chains/cosmos';
import { polkadotLocal } from '../../../core/networks/chains/polkadot';
import type { Network } from '../../../core/networks/network';
import { type AppKit, createAppKit } from '../../../kit/createAppKit';
import type { RootState } from '../../../store/createKitStore';
import { createMemoryStorage } from '../../../store/persistence/kitStorage';
import { WALLET_RUNTIME_SERVICE_ID } from '../../../store/services/kitServices';
import {
  type SessionTransaction,
  TRANSACTION_SERVICE_ID,
  type TransactionService,
} from '../../../store/services/transactionService';
import { chainsSlice } from '../../../store/slices/chainsSlice';
import { connectionSlice } from '../../../store/slices/connectionSlice';
import { sendTransfer } from '../sendFlow';
import { WalletSendView } from './WalletSendView';

// Issue 27: each family's extra field in WalletSend as a visitor meets it — Bitcoin's fee rate,
// Polkadot's existential-deposit warning and its two ways out, Cosmos's memo. A real kit with the send
// plugin; the wallet (the transaction service) and the adapter's chain reads (fee rates, Max, the
// transfer preview, reached through the `walletRuntime` service) are STUBS: no chain runs in jsdom.
// The same flows run on the sandbox's chains in src/plugins/send/{bitcoin,polkadot,cosmos}Send.integration.test.ts.

const BCRT_SENDER = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const BCRT_RECEIVER = 'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf4jry';
const ALICE = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const BOB = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3';
const COSMOS_SENDER = toBech32('cosmos', new Uint8Array(20).fill(1));

let kit: AppKit | undefined;
afterEach(() => {
  kit?.destroy();
  kit = undefined;
});

const state = () => kit!.store.getState() as RootState;

/** A kit on `network` with `address` connected holding `balance`, a stub wallet and stub adapter reads. */
async function familyKit(network: Network, address: string, balance: string, adapter: object) {
  kit = createAppKit({
    projectId: 'p',
    networks: [network],
    storage: createMemoryStorage(),
    onWarn: () => undefined,
    features: { analytics: false },
  });
  await kit.ready;
  const estimated: SessionTransaction[] = [];
  const sent: SessionTransaction[] = [];
  const wallet: TransactionService = {
    async sendTransaction(request) {
      sent.push(request);
      return 'stub-hash';
    },
    async estimateGas(request) {
      estimated.push(request);
      const rate = request.feeRate;
      return rate === undefined ? 5000n : BigInt(Math.ceil(141 * rate));
    },
    getGasPrice: async () => 1n,
    fetchTokenBalances: async () => [],
  };
  kit.services.set(TRANSACTION_SERVICE_ID, wallet);
  kit.services.set(WALLET_RUNTIME_SERVICE_ID, { load: async () => ({ loadAdapter: async () => adapter }) });
  await kit.plugins.load('send');
  const namespace = network.chainNamespace as ChainNamespace;
  kit.store.dispatch(connectionSlice.actions.connected({ namespace, connectorId: 'stub' }));
  kit.store.dispatch(
    chainsSlice.actions.accountUpdated({
      namespace,
      address,
      caipAddress: `${network.caipNetworkId}:${address}` as never,
      balance,
      balanceSymbol: network.nativeCurrency.symbol,
    }),
  );
  const { container } = renderPluginView(<WalletSendView />, kit);
  await screen.findByRole('button', { name: `Token ${network.nativeCurrency.symbol}` });
  return { estimated, sent, container };
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const receiverField = () => screen.getByRole('textbox', { name: 'To (address)' });
const mainButton = () =>
  screen.getByRole('button', { name: /^(Preview Send|Invalid|Memo|Add|Insufficient)/ });

test('behavior: Bitcoin (stub wallet and node) — Slow / Normal / Fast from the node, the fallback said; a custom rate sets the fee and Max; out of bounds is refused', async () => {
  const maxAsked: number[] = [];
  const { estimated, sent, container } = await familyKit(bitcoinRegtest, BCRT_SENDER, '0.5', {
    estimateFeeRate: async ({ blocks }: { blocks: number }) => ({
      satPerVbyte: 1,
      source: 'fallback' as const,
      blocks,
    }),
    async maxSendable({ feeRate }: { feeRate: number }) {
      maxAsked.push(feeRate);
      const fee = BigInt(Math.ceil(110 * feeRate));
      return { amount: 50_000_000n - fee, fee };
    },
  });
  const group = await screen.findByRole('group', { name: 'Fee rate' });
  await waitFor(() =>
    expect(
      (within(group).getByRole('radio', { name: 'Normal · 1 sat/vB' }) as HTMLInputElement).checked,
    ).toBe(true),
  );
  expect(
    within(group)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['slow', 'normal', 'fast', 'custom']);
  expect(screen.getByTestId('send-fee-rate-fallback').textContent).toBe(
    'The node has no fee estimate yet: the network minimum (1 sat/vB) is used.',
  );
  await waitFor(() => expect(screen.getByTestId('send-fee').textContent).toBe('0.00000141 BTC'));
  expect(await axeViolations(container)).toEqual([]);

  await userEvent.click(within(group).getByRole('radio', { name: 'Custom' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Custom fee rate (sat/vB)' }), {
    target: { value: '3' },
  });
  await waitFor(() => expect(screen.getByTestId('send-fee').textContent).toBe('0.00000423 BTC'));
  expect(estimated.at(-1)?.feeRate).toBe(3);

  await userEvent.click(screen.getByRole('button', { name: 'Max: the largest amount you can send' }));
  await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('0.4999967'));
  expect(maxAsked).toEqual([3]);

  fireEvent.change(screen.getByRole('textbox', { name: 'Custom fee rate (sat/vB)' }), {
    target: { value: '0' },
  });
  fireEvent.change(receiverField(), { target: { value: BCRT_RECEIVER } });
  await waitFor(() => expect(screen.getByText('Enter a fee rate from 1 to 10000 sat/vB.')).toBeTruthy());
  expect(mainButton().textContent).toBe('Invalid Fee Rate');
  expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
  // A headless send of the same form is refused the same way: nothing reaches the wallet.
  await act(() =>
    expect(kit!.store.dispatch(sendTransfer()).unwrap()).rejects.toMatchObject({
      name: 'SendFeeRateInvalidError',
    }),
  );
  expect(sent).toEqual([]);
});

test('behavior: Polkadot (stub wallet and chain) — leaving the sender under the deposit says what would be lost and offers send everything / keep the minimum', async () => {
  const previews: { value: bigint; keepAlive?: boolean }[] = [];
  const { container } = await familyKit(polkadotLocal, ALICE, '10', {
    async previewTransfer({ request }: { request: { value: bigint; keepAlive?: boolean } }) {
      previews.push(request);
      const ed = 10_000_000_000n;
      return {
        fee: 0n,
        existentialDeposit: ed,
        senderAfter: 100_000_000_000n - request.value,
        recipientAfter: 10n * ed + request.value,
      };
    },
  });
  fireEvent.change(amountField(), { target: { value: '9.5' } });
  fireEvent.change(receiverField(), { target: { value: BOB } });
  const warning = await screen.findByText(/under the existential deposit of 1 DOT/);
  expect(await axeViolations(container)).toEqual([]);
  expect(warning.textContent).toBe(
    'Your account would keep 0.5 DOT, under the existential deposit of 1 DOT: the network would close it and the 0.5 DOT left would be lost. Send everything, or keep the minimum.',
  );
  expect(mainButton().textContent).toBe('Invalid Amount');
  const choices = screen.getByTestId('send-deposit-choices');
  await userEvent.click(within(choices).getByRole('button', { name: 'Keep the minimum' }));
  await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('9'));
  await waitFor(() => expect(screen.queryByTestId('send-deposit-choices')).toBeNull());

  fireEvent.change(amountField(), { target: { value: '9.5' } });
  await screen.findByTestId('send-deposit-choices');
  await userEvent.click(screen.getByRole('button', { name: 'Send everything' }));
  await waitFor(() => expect((amountField() as HTMLInputElement).value).toBe('10'));
  expect(state().send?.keepAlive).toBe(false);
  await waitFor(() => expect(mainButton().textContent).toBe('Preview Send'));
});

test('behavior: Cosmos (stub wallet) — an optional memo with its count; over 256 characters the field says so and the button says Memo Too Long', async () => {
  const { sent, container } = await familyKit(cosmosSandbox, COSMOS_SENDER, '5', {});
  const memo = screen.getByRole('textbox', { name: 'Memo (optional)' });
  expect(screen.getByTestId('send-memo-hint').textContent).toBe(
    'Exchanges may need one to credit a deposit. 0/256 characters.',
  );
  fireEvent.change(amountField(), { target: { value: '1' } });
  fireEvent.change(receiverField(), { target: { value: toBech32('cosmos', new Uint8Array(20).fill(2)) } });
  fireEvent.change(memo, { target: { value: 'x'.repeat(257) } });
  expect(mainButton().textContent).toBe('Memo Too Long');
  // Said as it is typed, under the field it is about.
  expect(screen.getByText('A memo can have at most 256 characters (this one has 257).')).toBeTruthy();
  expect(memo.getAttribute('aria-invalid')).toBe('true');
  expect(await axeViolations(container)).toEqual([]);
  await waitFor(() => expect(state().send?.receiverAddress).toBeDefined());
  await act(() =>
    expect(kit!.store.dispatch(sendTransfer()).unwrap()).rejects.toMatchObject({
      name: 'SendMemoTooLongError',
    }),
  );
  expect(sent).toEqual([]);
  fireEvent.change(memo, { target: { value: 'deposit 7781' } });
  expect(screen.getByTestId('send-memo-hint').textContent).toContain('12/256');
  await waitFor(() => expect(mainButton().textContent).toBe('Preview Send'));
});
