import type { ChainNamespace } from '../../../core/namespaces';
import { useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { AUTH_CONNECTOR_ID } from '../../../store/services/EmbeddedWalletService';
import { useT } from '../../i18n/useT';
import { Button } from '../../primitives/Button';
import { Text } from '../../primitives/Text';

/** The email plugin's view that starts an e-mail change (SPEC §4); its form dispatches `updateEmail`. */
export const UPDATE_EMAIL_VIEW = 'UpdateEmailWallet';

/**
 * For an embedded-wallet session: who is signed in (the e-mail, or the social provider and user name)
 * and, for an e-mail login with the email feature on, "Update e-mail". Nothing for other connectors.
 */
export function EmbeddedAccountRow({ namespace }: { namespace: ChainNamespace }) {
  const t = useT();
  const { push } = useNavigation();
  const isEmbedded = useKitSelector((s) => s.connection.connectorIds[namespace] === AUTH_CONNECTOR_ID);
  const auth = useKitSelector((s) => s.auth);
  const emailFeature = useKitSelector((s) => s.options.features.email);
  if (!isEmbedded) return null;
  if (auth.socialProvider) {
    const provider = t(`social.${auth.socialProvider}`);
    return (
      <Text variant="muted" data-testid="portico-embedded-identity">
        {auth.socialUsername
          ? t('account.embeddedSocial', { provider, name: auth.socialUsername })
          : t('account.embeddedSocialNoName', { provider })}
      </Text>
    );
  }
  if (!auth.email) return null;
  return (
    <div className="portico-row">
      <Text variant="muted" data-testid="portico-embedded-identity">
        {t('account.embeddedEmail', { email: auth.email })}
      </Text>
      {emailFeature ? (
        <Button variant="secondary" onClick={() => push(UPDATE_EMAIL_VIEW)}>
          {t('account.updateEmail')}
        </Button>
      ) : null}
    </div>
  );
}
