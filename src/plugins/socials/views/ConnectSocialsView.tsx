import type { SocialOption } from '../../../core/constants/features';
import { useKitSelector } from '../../../store/react/kitHooks';
import { useT } from '../../../ui/i18n/useT';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { initials } from '../../../ui/primitives/initials';
import { ListItem } from '../../../ui/primitives/ListItem';
import { useNavigation } from '../../../store/react/navigationHooks';

const NONE: readonly SocialOption[] = [];

/** Every social login the app configured (`features.socials`), in its order; each opens its flow. */
export function ConnectSocialsView() {
  const t = useT();
  const { push } = useNavigation();
  const socials = useKitSelector((s) => s.options.features.socials || NONE);
  if (socials.length === 0) return <ViewMessage message={t('socials.empty')} />;
  return (
    <ul className="portico-view portico-stack" aria-label={t('socials.listLabel')}>
      {socials.map((social) => (
        <li key={social}>
          <ListItem
            name={t('connect.continueWith', { name: t(`social.${social}`) })}
            icon={initials(t(`social.${social}`))}
            onClick={() =>
              social === 'farcaster'
                ? push('ConnectingFarcaster')
                : push('ConnectingSocial', { provider: social })
            }
          />
        </li>
      ))}
    </ul>
  );
}
