import { useId } from 'react';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { FieldMessage } from '../../../ui/primitives/FieldMessage';
import { Input } from '../../../ui/primitives/Input';
import { useText } from '../../../ui/primitives/TextContext';
import { SendMemoTooLongError } from '../sendErrors';
import { selectSend } from '../sendSelectors';
import { sendMemoChanged } from '../sendSlice';
import { MAX_MEMO_LENGTH, memoLength } from '../validateSend';
import { sendErrorText } from './sendErrorText';

/** Props of `SendMemoField`. */
export interface SendMemoFieldProps {
  /** The field's error (a memo over the chain's length). */
  message: string | undefined;
}

/**
 * Cosmos's optional memo, with its length against the chain's limit (over it, the field says so as it
 * is typed). Selects and dispatches only.
 */
export function SendMemoField({ message: checked }: SendMemoFieldProps) {
  const t = useText();
  const dispatch = useKitDispatch();
  const memo = useKitSelector(selectSend)?.memo ?? '';
  const hintId = useId();
  const length = memoLength(memo);
  // Too long is known as it is typed: said at once, not only after a Review.
  const message =
    checked ??
    (length > MAX_MEMO_LENGTH
      ? sendErrorText(t, new SendMemoTooLongError(MAX_MEMO_LENGTH, length).toJSON())
      : undefined);
  return (
    <>
      <Input
        label={t('send.memo')}
        autoComplete="off"
        spellCheck={false}
        value={memo}
        onChange={(e) => dispatch(sendMemoChanged(e.target.value))}
        message={message}
        aria-describedby={message ? undefined : hintId}
      />
      {message ? null : (
        // Not a live region: the count would be read out on every keystroke.
        <FieldMessage id={hintId} live={false} data-testid="send-memo-hint">
          {t('send.memoHint', { length: String(length), max: String(MAX_MEMO_LENGTH) })}
        </FieldMessage>
      )}
    </>
  );
}
