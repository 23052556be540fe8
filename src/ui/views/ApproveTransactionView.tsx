import { popTransactionStack } from '../../store/actions/transactionStack';
import { useKitSelector } from '../../store/react/kitHooks';
import { modalSlice } from '../../store/slices/modalSlice';
import { useT } from '../i18n/useT';
import { Button } from '../primitives/Button';
import { Spinner } from '../primitives/Spinner';
import { Text } from '../primitives/Text';
import { useKit } from '../react/KitContext';

/** Id of the element the embedded-wallet frame is positioned over while a request awaits approval. */
export const APPROVE_TRANSACTION_SLOT_ID = 'portico-approve-transaction-slot';

/**
 * Host of the embedded wallet's approval screen: a stable, sized container the secure frame is shown
 * over, and Cancel, which pops the transaction stack (going back and running the cancel callback).
 */
export function ApproveTransactionView() {
  const t = useT();
  const kit = useKit('ApproveTransactionView');
  const hasTransaction = useKitSelector((s) => s.modal.transactionStack.length > 0);
  const cancel = () => {
    if (hasTransaction) kit.store.dispatch(popTransactionStack(kit.services, 'cancel'));
    else kit.store.dispatch(modalSlice.actions.wentBack());
  };
  return (
    <div className="portico-view">
      <div id={APPROVE_TRANSACTION_SLOT_ID} className="portico-approve-slot portico-center">
        <Text variant="muted">{t('approveTransaction.description')}</Text>
        <Spinner label={t('approveTransaction.waiting')} />
      </div>
      <Button variant="secondary" block onClick={cancel}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
