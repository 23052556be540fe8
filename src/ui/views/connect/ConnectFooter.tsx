import { Fragment, type ReactNode } from 'react';
import { useKitSelector } from '../../../store/react/kitHooks';
import { useT } from '../../i18n/useT';
import { Text } from '../../primitives/Text';

/** Where the wallet guide link leads (AppKit's `enableWalletGuide`): WalletConnect's public wallet directory. */
export const WALLET_GUIDE_URL = 'https://walletguide.walletconnect.network/';

// Stand-ins for the links inside a translated sentence, so each locale keeps its own word order.
const TERMS = '\uE000';
const PRIVACY = '\uE001';

function link(href: string, text: string) {
  return (
    <a className="portico-link" href={href} target="_blank" rel="noreferrer">
      {text}
    </a>
  );
}

/**
 * A link the footer may show: only a web address. Development refuses anything else as the kit is
 * created (checkParityOptions.ts); a production build does not check options, so this is the guard.
 */
const webUrl = (url: string | undefined) => (url && /^https?:\/\/\S+$/i.test(url) ? url : undefined);

/**
 * Under the Connect view: the legal sentence with the host's terms and privacy links (AppKit's
 * `termsConditionsUrl` / `privacyPolicyUrl`) and the wallet guide (`enableWalletGuide`). Nothing
 * when neither is configured.
 */
export function ConnectFooter() {
  const t = useT();
  const terms = webUrl(useKitSelector((s) => s.options.termsConditionsUrl));
  const privacy = webUrl(useKitSelector((s) => s.options.privacyPolicyUrl));
  const guide = useKitSelector((s) => s.options.enableWalletGuide);
  if (!terms && !privacy && !guide) return null;
  let legal: ReactNode = null;
  if (terms || privacy) {
    const key =
      terms && privacy ? 'connect.legal' : terms ? 'connect.legalTermsOnly' : 'connect.legalPrivacyOnly';
    const sentence = t(key, { terms: TERMS, privacy: PRIVACY });
    legal = (
      <Text variant="muted" className="portico-center" data-testid="portico-legal">
        {sentence.split(/(\uE000|\uE001)/).map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's pieces never reorder
          <Fragment key={index}>
            {part === TERMS && terms
              ? link(terms, t('connect.legalTerms'))
              : part === PRIVACY && privacy
                ? link(privacy, t('connect.legalPrivacy'))
                : part}
          </Fragment>
        ))}
      </Text>
    );
  }
  return (
    <div className="portico-stack">
      {legal}
      {guide ? (
        <Text variant="muted" className="portico-center">
          {t('connect.walletGuide')} {link(WALLET_GUIDE_URL, t('connect.walletGuideLink'))}
        </Text>
      ) : null}
    </div>
  );
}
