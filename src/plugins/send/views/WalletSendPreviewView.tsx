import { truncateMiddle } from '../../../core/format';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { Avatar } from '../../../ui/primitives/Avatar';
import { Button } from '../../../ui/primitives/Button';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { sendTransfer } from '../sendFlow';
import { selectSend } from '../sendSelectors';
import { formatFee } from './formatFee';
import { sendErrorText } from './sendErrorText';

/** WalletSendPreview: amount, token, receiver and fee, then Send (or back to edit). Selects and dispatches. */
export function WalletSendPreviewView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { back } = useNavigation();
  const send = useKitSelector(selectSend);
  const locale = useKitSelector((s) => s.options.locale);
  const token = send?.token;
  if (!send || !token || !send.receiverAddress || !send.fee)
    return <ViewMessage message={t('send.notConnected')} />;
  const { fee } = send;
  const receiver = send.receiverAddress;
  return (
    <div className="portico-view portico-send-preview" aria-busy={send.loading || undefined}>
      <dl aria-label={t('send.previewLabel')} className="portico-summary">
        <dt>{t('send.previewAmount')}</dt>
        <dd data-testid="send-preview-amount">{`${send.sendTokenAmount?.trim()} ${token.symbol}`}</dd>
        <dt>{t('send.previewTo')}</dt>
        <dd data-testid="send-preview-receiver" className="portico-row">
          <Avatar address={receiver} src={send.receiverProfileImageUrl} size={24} />
          <span>
            {send.receiverProfileName
              ? `${send.receiverProfileName} (${truncateMiddle(receiver)})`
              : truncateMiddle(receiver)}
          </span>
        </dd>
        <dt>{t('send.previewFee')}</dt>
        <dd data-testid="send-preview-fee">{formatFee(fee, locale)}</dd>
      </dl>
      {send.error ? (
        <p role="alert" className="portico-error">
          {sendErrorText(t, send.error)}
        </p>
      ) : null}
      <div className="portico-row">
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
