import type { KitStartListening, PluginContext } from '../definePlugin';
import { fetchNameSuggestions, fetchNamesForAddress } from './namesFlow';
import { selectNamesTarget } from './namesSelectors';
import { nameInputChanged } from './namesSlice';

/** How long typing must pause before suggestions are asked (SPEC is silent; one request per pause). */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300;

/** Service id of the pending suggestions timer's cancel function (one per kit). */
const SUGGESTIONS_TIMER = 'names:suggestionsTimer';

/**
 * The names plugin's listeners: typing asks for suggestions once it pauses for
 * NAME_SUGGESTIONS_DEBOUNCE_MS (each keystroke restarts the wait), and a new eip155 account has its
 * names looked up (reverse lookup, ENS cache) — names are eip155 only (SPEC §9).
 */
export function startNamesListeners(
  startListening: KitStartListening,
  { services }: Pick<PluginContext, 'services'>,
): Array<() => void> {
  const stopTimer = () => {
    services.get<() => void>(SUGGESTIONS_TIMER)?.();
    services.delete(SUGGESTIONS_TIMER);
  };
  return [
    startListening({
      actionCreator: nameInputChanged,
      effect: (action, api) => {
        stopTimer();
        const ask = () => {
          services.delete(SUGGESTIONS_TIMER);
          void api.dispatch(fetchNameSuggestions(action.payload));
        };
        services.set(SUGGESTIONS_TIMER, services.setTimeout(ask, NAME_SUGGESTIONS_DEBOUNCE_MS));
      },
    }),
    startListening({
      predicate: (_, current, previous) =>
        selectNamesTarget(current).address !== selectNamesTarget(previous).address,
      effect: (_, api) => {
        const { namespace, address } = selectNamesTarget(api.getState());
        if (namespace === 'eip155' && address) void api.dispatch(fetchNamesForAddress(address));
      },
    }),
    stopTimer,
  ];
}
