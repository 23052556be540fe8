import { useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectNames } from '../namesSelectors';

/**
 * RegisterAccountNameSuccess (SPEC §4: opened first, while the wallet signs and the name is saved):
 * busy with the name being saved, then the saved name and Done, which closes the modal.
 */
export function RegisterAccountNameSuccessView() {
  const t = useText();
  const { close } = useNavigation();
  const names = useKitSelector(selectNames);
  if (names?.registering)
    return <ViewMessage busy message={t('names.registering', { name: names.registering })} />;
  return (
    <ViewMessage
      message={t('names.registered', { name: names?.registered ?? '' })}
      action={{ label: t('names.done'), onClick: close }}
    />
  );
}
