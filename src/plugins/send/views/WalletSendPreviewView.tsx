import { truncateMiddle } from '../../../core/format';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { Avatar } from '../../../ui/primitives/Avatar';
import { Button } from '../../../ui/primitives/Button';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { isZeroAddress } from '../receiverAddress';
import { sendTransfer } from '../sendFlow';
import { selectSend, selectSendTarget } from '../sendSelectors';
import { formatFee } from './formatFee';
import { sendErrorText } from './sendErrorText';

/** WalletSendPreview: amount, token, receiver and fee, then Send (or back to edit). Selects and dispatches. */
export function WalletSendPreviewView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { back } = useNavigation();
  const send = useKitSelector(selectSend);
  const locale = useKitSelector((s) => s.options.locale);
  const namespace = useKitSelector((s) => selectSendTarget(s).namespace);
  const token = send?.token;
  if (!send || !token || !send.receiverAddress || !send.fee)
    return <ViewMessage message={t('send.notConnected')} />;
  const { fee } = send;
  const receiver = send.receiverAddress;
  const amount = `${send.sendTokenAmount?.trim()} ${token.symbol}`;
  return (
    <div className="portico-view" aria-busy={send.loading || undefined}>
      <p className="portico-hero">
        <span className="portico-hero__label">{t('send.previewAmount')}</span>
        <span className="portico-hero__value" data-testid="send-preview-amount">
          {amount}
        </span>
      </p>
      <dl aria-label={t('send.previewLabel')} className="portico-summary">
        <div className="portico-summary__row">
          <dt className="portico-summary__label">{t('send.previewTo')}</dt>
          <dd className="portico-summary__value" data-testid="send-preview-receiver">
            <Avatar address={receiver} src={send.receiverProfileImageUrl} size={24} />
            <span title={receiver}>
              {send.receiverProfileName
                ? `${send.receiverProfileName} (${truncateMiddle(receiver)})`
                : truncateMiddle(receiver)}
            </span>
          </dd>
        </div>
        <div className="portico-summary__row">
          <dt className="portico-summary__label">{t('send.previewFee')}</dt>
          <dd className="portico-summary__value" data-testid="send-preview-fee">
            {formatFee(fee, locale)}
          </dd>
        </div>
      </dl>
      {isZeroAddress(namespace, receiver) ? (
        <p className="portico-callout portico-tone--warning">{t('send.zeroAddress')}</p>
      ) : null}
      {send.error ? (
        <p role="alert" className="portico-callout portico-tone--error">
          {sendErrorText(t, send.error)}
        </p>
      ) : null}
      <div className="portico-actions">
        <Button variant="secondary" onClick={back} disabled={send.loading}>
          {t('send.back')}
        </Button>
        <Button
          onClick={() => void dispatch(sendTransfer({ sentMessage: t('send.sent') }))}
          disabled={send.loading}
        >
          {send.loading ? t('send.sending') : t('send.confirm')}
        </Button>
      </div>
    </div>
  );
}
