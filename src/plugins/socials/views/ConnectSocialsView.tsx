import type { SocialOption } from '../../../core/constants/features';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { ListItem } from '../../../ui/primitives/ListItem';
import { SocialMark } from '../../../ui/primitives/SocialMark';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { selectHasEmbeddedWallet } from '../../support/embeddedWallet';
import { connectSocial } from '../connectSocial';

const NONE: readonly SocialOption[] = [];

/**
 * Every social login the app configured (`features.socials`), in its order. A provider's click starts
 * its popup login right there (a popup may only open inside a click) and shows it; Farcaster opens its
 * own view, which needs no popup.
 */
export function ConnectSocialsView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { push } = useNavigation();
  const socials = useKitSelector((s) => s.options.features.socials || NONE);
  const available = useKitSelector(selectHasEmbeddedWallet);
  if (socials.length === 0) return <ViewMessage message={t('socials.empty')} />;
  const open = (social: SocialOption) => {
    if (social === 'farcaster') return push('ConnectingFarcaster');
    push('ConnectingSocial', { provider: social });
    // Without an embedded wallet the pushed view says so; nothing to start.
    if (available) void dispatch(connectSocial({ provider: social }));
  };
  return (
    <ul className="portico-view portico-stack" aria-label={t('socials.listLabel')}>
      {socials.map((social) => (
        <li key={social}>
          <ListItem
            name={t('connect.continueWith', { name: t(`social.${social}`) })}
            icon={<SocialMark provider={social} name={t(`social.${social}`)} />}
            onClick={() => open(social)}
          />
        </li>
      ))}
    </ul>
  );
}
