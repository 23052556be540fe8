import type { SocialOption } from '../../../core/constants/features';
import { useNavigation } from '../../../store/react/navigationHooks';
import { useT } from '../../i18n/useT';
import { IconButton } from '../../primitives/IconButton';
import { ListItem } from '../../primitives/ListItem';
import { SocialMark } from '../../primitives/SocialMark';

/** How many social buttons show before the rest move behind "More options". */
const VISIBLE_SOCIALS = 4;

/**
 * The socials plugin's views: a provider login, Farcaster's own flow, and the full list. Opening one
 * loads the plugin; the view then starts its flow (`connectSocial`, `connectFarcaster`).
 */
export const SOCIAL_VIEWS = {
  provider: 'ConnectingSocial',
  farcaster: 'ConnectingFarcaster',
  all: 'ConnectSocials',
} as const;

/** The social entry of the connect view: the first provider as a row, the next ones as icons. */
export function SocialButtons({ socials }: { socials: readonly SocialOption[] }) {
  const t = useT();
  const { push } = useNavigation();
  const open = (social: SocialOption) =>
    social === 'farcaster' ? push(SOCIAL_VIEWS.farcaster) : push(SOCIAL_VIEWS.provider, { provider: social });
  const [first, ...others] = socials;
  if (!first) return null;
  const shown = others.length > VISIBLE_SOCIALS ? others.slice(0, VISIBLE_SOCIALS - 1) : others;
  const hidden = others.length - shown.length;
  const label = (social: SocialOption) => t('connect.continueWith', { name: t(`social.${social}`) });
  // The provider's mark, never the initials of the row's text ("Continue with Google" is not "CW").
  const mark = (social: SocialOption, size?: 'small') => (
    <SocialMark provider={social} name={t(`social.${social}`)} size={size} />
  );

  return (
    <div className="portico-stack">
      <ListItem name={label(first)} icon={mark(first)} onClick={() => open(first)} />
      {shown.length > 0 || hidden > 0 ? (
        <div className="portico-row">
          {shown.map((social) => (
            <IconButton
              key={social}
              label={label(social)}
              icon={mark(social, 'small')}
              onClick={() => open(social)}
            />
          ))}
          {hidden > 0 ? (
            <IconButton
              label={t('connect.moreSocials', { count: hidden })}
              icon="…"
              onClick={() => push(SOCIAL_VIEWS.all)}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
