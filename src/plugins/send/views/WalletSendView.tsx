import { type FormEvent, useEffect, useId } from 'react';
import { formatBalance, formatCurrency, formatTokenBalance } from '../../../core/format';
import { tokenImageUrl } from '../../../core/wallets/imageSources';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { FieldMessage } from '../../../ui/primitives/FieldMessage';
import { Input } from '../../../ui/primitives/Input';
import { useText } from '../../../ui/primitives/TextContext';
import { TokenPicker } from '../../../ui/primitives/TokenPicker';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { typeSendAmount } from '../amountInput';
import { estimateSendFee } from '../estimateSendFee';
import { isZeroAddress } from '../receiverAddress';
import { selectSendButtonStep } from '../sendButtonStep';
import { loadSendTokens, reviewSend, setMaxAmount } from '../sendFlow';
import { selectSend, selectSendTarget } from '../sendSelectors';
import { sendTokenSelected } from '../sendSlice';
import { TRANSFER_BUILDERS } from '../sendTransfers';
import { NATIVE_TOKEN } from '../sendTypes';
import type { SendFieldName } from '../validateSend';
import { formatFee } from './formatFee';
import { SendDepositChoices } from './SendDepositChoices';
import { SendFeeRateField } from './SendFeeRateField';
import { SendMemoField } from './SendMemoField';
import { SendReceiverField } from './SendReceiverField';
import { sendErrorField, sendErrorText } from './sendErrorText';

/**
 * WalletSend: token, amount (with Max), receiver by address or name (with Paste), fee, then the main
 * button, which names what is missing first and is enabled only as "Preview Send". It selects and
 * dispatches only; the rules are the plugin's (sendButtonStep, amountInput, checkSendFields,
 * validateSend, resolveReceiver, pasteReceiver, reviewSend).
 */
export function WalletSendView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const send = useKitSelector(selectSend);
  const locale = useKitSelector((s) => s.options.locale);
  // Host overrides by symbol (createAppKit `tokenImages`) win over the API's icons, as on the Tokens tab.
  const tokenImages = useKitSelector((s) => s.options.tokenImages);
  const namespace = useKitSelector((s) => selectSendTarget(s).namespace);
  const account = useKitSelector((s) => selectSendTarget(s).account);
  const network = useKitSelector((s) => selectSendTarget(s).network?.caipNetworkId);
  // The native token wears its network's mark (a shipped logo where the kit has one: issue 30).
  const networkImage = useKitSelector((s) => selectSendTarget(s).network?.assets?.imageUrl);
  // What the form still needs (AppKit's labels, issue 24); a headless host reads the same selector.
  const step = useKitSelector(selectSendButtonStep);
  const errorId = useId();
  const balanceId = useId();

  useEffect(() => {
    if (account && network) void dispatch(loadSendTokens());
  }, [dispatch, account, network]);
  const tokens = send?.tokenBalances ?? [];
  useEffect(() => {
    // The native token is chosen until the user picks another, so an amount can be typed at once.
    if (!send?.token && tokens[0]) dispatch(sendTokenSelected(tokens[0]));
  }, [dispatch, send?.token, tokens]);
  const needsRates = namespace === 'bip122' && Boolean(send?.token) && !send?.feeRates;
  useEffect(() => {
    // Bitcoin: the fee-rate presets are read with the first fee (estimateSendFee reads them).
    if (needsRates) void dispatch(estimateSendFee());
  }, [dispatch, needsRates]);

  if (!account) return <ViewMessage message={t('send.notConnected')} />;
  if (!namespace || !TRANSFER_BUILDERS[namespace]) return <ViewMessage message={t('send.unsupported')} />;

  const error = send?.error;
  const field = error ? sendErrorField(error) : undefined;
  // Every field shows its own message directly under it, all at once: the failure a field's own step
  // reported (a name not found) or else the last Review's check of that field. An error about no
  // field (the network, the wallet) shows in a callout above Review.
  const errorText = error && field === 'none' ? sendErrorText(t, error) : undefined;
  const messageFor = (name: SendFieldName) => {
    const own = field === name || (field === 'form' && name !== 'token') ? error : send?.fieldErrors?.[name];
    return own ? sendErrorText(t, own) : undefined;
  };
  const token = send?.token;
  const fee = send?.fee;
  const zero = !messageFor('receiver') && isZeroAddress(namespace, send?.receiverAddress);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void dispatch(reviewSend());
  };
  const tokenMessage = messageFor('token');
  // Polkadot: the amount would leave the sender under the existential deposit: offer the two ways out.
  const shortfall = field === 'amount' ? error : send?.fieldErrors?.amount;
  const senderShortfall =
    shortfall?.name === 'SendExistentialDepositError' && shortfall.data?.account === 'sender';
  const busy = send?.loading || send?.estimating || send?.resolving;

  return (
    <form className="portico-view" onSubmit={submit} noValidate aria-busy={send?.loading || undefined}>
      <div className="portico-input">
        <TokenPicker
          label={t('send.token')}
          listLabel={t('send.tokenList')}
          placeholder={t('send.tokenChoose')}
          items={tokens.map((x) => ({
            id: x.address,
            symbol: x.symbol,
            name: x.name || x.symbol,
            // The native token is the account's balance: its rule (3 decimals), as on the Tokens tab.
            balance: (x.address === NATIVE_TOKEN ? formatBalance : formatTokenBalance)(x.balance, x.symbol),
            value: x.valueInUSD !== undefined ? formatCurrency(x.valueInUSD, { locale }) : undefined,
            iconUrl:
              tokenImageUrl(x, { tokenImages }) ?? (x.address === NATIVE_TOKEN ? networkImage : undefined),
          }))}
          selectedId={token?.address}
          onSelect={(address) => {
            const next = tokens.find((x) => x.address === address);
            if (next) dispatch(sendTokenSelected(next));
          }}
          invalid={Boolean(tokenMessage)}
          describedBy={tokenMessage ? errorId : token ? balanceId : undefined}
        />
        {tokenMessage ? (
          <FieldMessage id={errorId} tone="error">
            {tokenMessage}
          </FieldMessage>
        ) : token ? (
          <FieldMessage id={balanceId} live={false} data-testid="send-balance">
            {t('send.tokenBalance', { balance: formatBalance(token.balance, token.symbol) })}
          </FieldMessage>
        ) : null}
      </div>
      <Input
        label={t('send.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={send?.sendTokenAmount ?? ''}
        onChange={(e) => dispatch(typeSendAmount(e.target.value))}
        message={messageFor('amount')}
        end={
          <Button
            variant="secondary"
            size="small"
            aria-label={t('send.maxLabel')}
            onClick={() => void dispatch(setMaxAmount())}
          >
            {t('send.max')}
          </Button>
        }
      />
      {senderShortfall ? <SendDepositChoices /> : null}
      {namespace === 'bip122' ? <SendFeeRateField message={messageFor('feeRate')} /> : null}
      <SendReceiverField
        namespace={namespace}
        message={messageFor('receiver') ?? (zero ? t('send.zeroAddress') : undefined)}
        warning={zero}
      />
      {namespace === 'cosmos' ? <SendMemoField message={messageFor('memo')} /> : null}
      <dl className="portico-summary">
        <div className="portico-summary__row">
          <dt className="portico-summary__label">{t('send.fee')}</dt>
          <dd className="portico-summary__value" data-testid="send-fee">
            {send?.estimating ? t('send.feeEstimating') : fee ? formatFee(fee, locale) : t('send.feeUnknown')}
          </dd>
        </div>
      </dl>
      {errorText ? (
        <p id={`${errorId}-form`} role="alert" className="portico-callout portico-tone--error">
          {errorText}
        </p>
      ) : null}
      <Button type="submit" block disabled={step !== 'previewSend' || busy} aria-busy={busy || undefined}>
        {t(`send.button.${step}`)}
      </Button>
    </form>
  );
}
