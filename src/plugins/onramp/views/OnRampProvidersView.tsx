import { useEffect } from 'react';
import { useKitDispatch, useKitSelector, useKitStore } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { useText } from '../../../ui/primitives/TextContext';
import { startOnrampBuy } from '../onrampBuy';
import {
  loadOnrampOptions,
  selectOnrampPaymentCurrency,
  selectOnrampPurchaseCurrency,
  typeOnrampAmount,
} from '../onrampFlow';
import {
  selectOnramp,
  selectOnrampFiatAmount,
  selectOnrampLimitProblem,
  selectOnrampRestrictedRegion,
  selectOnrampTarget,
  selectOnrampTokens,
} from '../onrampSelectors';
import { OnrampFields } from './OnrampFields';
import { OnrampProviderButtons } from './OnrampProviderButtons';
import { OnrampQuoteSummary } from './OnrampQuoteSummary';

/**
 * Buy crypto (AppKit's `OnRampProviders`): the fiat amount, the currency paid and the token bought
 * on the active network, the quote with its fees once typing pauses, then the providers with their
 * fee range. Pressing one opens its window within the click and shows BuyInProgress. Selects and
 * dispatches only; the rules are the plugin's (onrampFlow.ts, onrampBuy.ts).
 */
export function OnRampProvidersView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const store = useKitStore();
  const { push } = useNavigation();
  const onramp = useKitSelector(selectOnramp);
  const target = useKitSelector(selectOnrampTarget);
  const tokens = useKitSelector(selectOnrampTokens);
  const limit = useKitSelector(selectOnrampLimitProblem);
  const amount = useKitSelector(selectOnrampFiatAmount);
  const restricted = selectOnrampRestrictedRegion();
  const optionsStatus = onramp?.optionsStatus ?? 'idle';

  useEffect(() => {
    if (optionsStatus === 'idle') void dispatch(loadOnrampOptions());
  }, [dispatch, optionsStatus]);

  if (!onramp || optionsStatus === 'idle' || optionsStatus === 'loading') {
    return (
      <div className="portico-view">
        <p role="status" className="portico-field-message portico-tone--muted">
          {t('onramp.optionsLoading')}
        </p>
      </div>
    );
  }
  const currencies = onramp.options?.paymentCurrencies.map((c) => c.id) ?? [];
  const ready = !!target.account && !!amount && !limit && !!onramp.purchaseCurrency;
  return (
    <div className="portico-view" data-testid="onramp-view">
      {onramp.optionsSource === 'sample' ? (
        <p className="portico-callout" data-testid="onramp-sample-options">
          {t('onramp.sampleOptions')}
        </p>
      ) : null}
      <OnrampFields
        amount={onramp.amount}
        onAmount={(value) => void dispatch(typeOnrampAmount(value))}
        limit={limit}
        currencies={currencies}
        currency={onramp.paymentCurrency}
        onCurrency={(id) => void dispatch(selectOnrampPaymentCurrency(id))}
        tokens={tokens}
        token={onramp.purchaseCurrency}
        onToken={(id) => void dispatch(selectOnrampPurchaseCurrency(id))}
      />
      {tokens.length === 0 ? <p className="portico-callout">{t('onramp.noTokens')}</p> : null}
      {limit ? null : <OnrampQuoteSummary quote={onramp.quote} status={onramp.quoteStatus} />}
      {target.account ? null : <p className="portico-callout">{t('onramp.notConnected')}</p>}
      <OnrampProviderButtons
        restricted={restricted}
        disabled={!ready}
        onPick={(provider) => {
          // Within the click: the provider window opens now. A form that cannot buy changes nothing
          // (the buttons say why); a buy that started is followed on BuyInProgress, its failures too.
          dispatch(startOnrampBuy(provider)).catch(() => undefined);
          if (store.getState().onramp?.buyStatus === 'starting') push('BuyInProgress');
        }}
      />
    </div>
  );
}
