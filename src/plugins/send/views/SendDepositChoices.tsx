import { useKitDispatch } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { useText } from '../../../ui/primitives/TextContext';
import { resolveDepositShortfall } from '../sendFlow';

/**
 * Polkadot, under the amount when it would leave the sender under the existential deposit: send
 * everything instead (the account is closed, nothing is lost) or keep the minimum. Dispatches only.
 */
export function SendDepositChoices() {
  const t = useText();
  const dispatch = useKitDispatch();
  return (
    <div className="portico-row" data-testid="send-deposit-choices">
      <Button
        variant="secondary"
        size="small"
        onClick={() => void dispatch(resolveDepositShortfall('sendAll'))}
      >
        {t('send.deposit.sendAll')}
      </Button>
      <Button
        variant="secondary"
        size="small"
        onClick={() => void dispatch(resolveDepositShortfall('keepMinimum'))}
      >
        {t('send.deposit.keepMinimum')}
      </Button>
    </div>
  );
}
