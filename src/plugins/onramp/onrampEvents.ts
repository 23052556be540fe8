import type { OnrampProvider } from '../../core/constants/onramp';
import { kitEventRaised } from '../../store/actions/kitEventRaised';
import type { RootState } from '../../store/createKitStore';

// AppKit's on-ramp events with its properties. SELECT_BUY_CRYPTO is the Account view's Buy button
// (src/ui/views/account/WalletFeatures.tsx); SELECT_BUY_PROVIDER is raised by the buy itself, so a
// headless `startOnrampBuy` raises it too. SELECT_WHAT_IS_A_BUY belongs to an explainer view Portico
// does not have. The order's progress is state (`buyStatus`, `order`), not an event: AppKit has none.

function isSmartAccount(state: RootState): boolean {
  const { activeNamespace, preferredAccountTypes } = state.chains;
  return activeNamespace ? preferredAccountTypes[activeNamespace] === 'smartAccount' : false;
}

/** SELECT_BUY_PROVIDER: a provider was chosen to buy with. */
export function buyProviderSelectedRaised(state: RootState, provider: OnrampProvider) {
  return kitEventRaised('SELECT_BUY_PROVIDER', { provider, isSmartAccount: isSmartAccount(state) });
}
