import { WALLET_FEATURE_ORDER } from '../../../core/constants/features';
import { offersSwaps } from '../../../core/networks/swapNetworks';
import { shallowEqual, useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import type { ViewName } from '../../../store/viewNames';
import { accountEventRaised } from '../../hooks/events/accountEventRaised';
import { useT } from '../../i18n/useT';
import { Button } from '../../primitives/Button';

/**
 * The wallet feature buttons in the SPEC §9 order (onramp, swaps, receive, send), one per registered
 * plugin (Swap only on a network that offers swaps); each opens its plugin's first view. They share one full-width row of equal buttons (the
 * view's action row), not small pills at the start of the line with uneven gaps; spaced from the
 * network row above by the view's gap alone (portico-account-features).
 */
export function WalletFeatures() {
  const t = useT();
  const dispatch = useKitDispatch();
  const { push } = useNavigation();
  const firstViews = useKitSelector(
    (s) =>
      Object.fromEntries(
        WALLET_FEATURE_ORDER.flatMap((name) => {
          const view = s.plugins[name]?.views[0];
          return view ? [[name, view]] : [];
        }),
      ) as Record<string, ViewName>, // declared by the plugins' descriptors
    shallowEqual,
  );
  // Swap only where swaps are offered (as AppKit): on Solana or an unlisted chain the button would open
  // nothing but "Network not supported for Swaps".
  const swapsHere = useKitSelector((s) =>
    offersSwaps(s.chains.activeCaipNetworkId, s.options.swapNetworkIds),
  );
  const features = WALLET_FEATURE_ORDER.filter((name) => firstViews[name] && (name !== 'swaps' || swapsHere));
  if (features.length === 0) return null;
  return (
    <fieldset className="portico-actions portico-account-features portico-fieldset">
      <legend className="portico-visually-hidden">{t('account.featuresLabel')}</legend>
      {features.map((name) => (
        <Button
          key={name}
          variant="secondary"
          data-feature={name}
          onClick={() => {
            if (name === 'send') dispatch(accountEventRaised('OPEN_SEND'));
            if (name === 'swaps') dispatch(accountEventRaised('OPEN_SWAP'));
            if (name === 'onramp') dispatch(accountEventRaised('SELECT_BUY_CRYPTO'));
            push(firstViews[name]!);
          }}
        >
          {t(`account.feature.${name}`)}
        </Button>
      ))}
    </fieldset>
  );
}
