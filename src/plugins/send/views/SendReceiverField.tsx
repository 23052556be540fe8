import type { ChainNamespace } from '../../../core/namespaces';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { Avatar } from '../../../ui/primitives/Avatar';
import { Button } from '../../../ui/primitives/Button';
import { FieldMessage } from '../../../ui/primitives/FieldMessage';
import { Input } from '../../../ui/primitives/Input';
import { useText } from '../../../ui/primitives/TextContext';
import { canPasteReceiver, pasteReceiver } from '../pasteReceiver';
import { resolveReceiver } from '../resolveReceiver';
import { selectSend } from '../sendSelectors';
import { sendReceiverChanged } from '../sendSlice';
import { receiverFieldText } from './receiverFieldText';

/** Props of `SendReceiverField`. */
export interface SendReceiverFieldProps {
  namespace: ChainNamespace;
  /** The field's message (its error, or the zero address's warning). */
  message: string | undefined;
  /** The message is a warning, not an error. */
  warning: boolean;
}

/**
 * WalletSend's receiver: the field (checked, or its name resolved, once typing pauses: sendListeners.ts;
 * at once on leaving it), Paste where the Clipboard API can read
 * (issue 22), "Looking up the name…" and the resolved name with its avatar. Selects and dispatches only.
 */
export function SendReceiverField({ namespace, message, warning }: SendReceiverFieldProps) {
  const t = useText();
  const dispatch = useKitDispatch();
  const send = useKitSelector(selectSend);
  const receiverText = receiverFieldText(namespace);
  return (
    <>
      <Input
        label={t(receiverText.label)}
        placeholder={t(receiverText.placeholder)}
        autoComplete="off"
        spellCheck={false}
        value={send?.receiverInput ?? ''}
        onChange={(e) => dispatch(sendReceiverChanged(e.target.value))}
        onBlur={() => {
          if (send?.receiverInput?.trim() && !send.receiverAddress) void dispatch(resolveReceiver(undefined));
        }}
        message={message}
        messageTone={warning ? 'warning' : 'error'}
        end={
          canPasteReceiver() ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={t('send.pasteLabel')}
              onClick={() => void dispatch(pasteReceiver())}
            >
              {t('send.paste')}
            </Button>
          ) : undefined
        }
      />
      {send?.resolving ? <FieldMessage>{t('send.resolving')}</FieldMessage> : null}
      {send?.receiverProfileName && send.receiverAddress ? (
        <p
          className="portico-row portico-field-message portico-tone--success"
          data-testid="send-receiver-profile"
        >
          <Avatar address={send.receiverAddress} src={send.receiverProfileImageUrl} size={24} />
          <span>{t('send.resolvedAs', { name: send.receiverProfileName })}</span>
        </p>
      ) : null}
    </>
  );
}
