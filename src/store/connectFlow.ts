import type { UnknownAction } from 'redux';
import { type ModalState, modalSlice } from './slices/modalSlice';
import type { PluginsState } from './slices/pluginsSlice';
import { CORE_CONNECT_VIEWS, type ConnectFlowView, type ViewName } from './viewNames';

// The connect flow, typed once: the core connect views plus the login views every registered plugin
// declares (`definePlugin({ loginViews })`, mirrored in the plugins slice, so a host plugin's count
// too). The kit closes the modal on a connection only while it shows one of them; a view the visitor
// moved on to (SIWX, Account) stays.

/** The part of the root state the connect-flow predicates read. */
export interface ConnectFlowState {
  modal: Pick<ModalState, 'open' | 'history'>;
  plugins: PluginsState;
}

const coreConnectViews: ReadonlySet<string> = new Set(CORE_CONNECT_VIEWS);

/** The connect-flow group of this kit: the core connect views, then each registered plugin's login views. */
export function selectConnectFlowViews(state: Pick<ConnectFlowState, 'plugins'>): ConnectFlowView[] {
  const pluginViews = Object.values(state.plugins).flatMap((plugin) => plugin.loginViews ?? []);
  return [...CORE_CONNECT_VIEWS, ...(pluginViews as ConnectFlowView[])];
}

/** True while the modal is open on a view of the connect flow. */
export function isInConnectFlow(state: ConnectFlowState): boolean {
  const { open, history } = state.modal;
  const view = history.at(-1)?.view;
  if (!open || view === undefined) return false;
  return (
    coreConnectViews.has(view) ||
    Object.values(state.plugins).some((plugin) => plugin.loginViews?.includes(view) === true)
  );
}

const { opened, closed, pushed, replaced, reset, wentBack, wentBackTo } = modalSlice.actions;

const navigation = [opened, closed, pushed, replaced, reset, wentBack, wentBackTo] as const;

/**
 * The router's actions: the only ones that can take the visitor away from a view. Redux Toolkit's
 * `isAnyOf` written out: this module is in the idle preload, which otherwise needs no Redux Toolkit.
 */
export function isModalNavigation(action: unknown): action is ReturnType<(typeof navigation)[number]> {
  return navigation.some((creator) => creator.match(action));
}

/**
 * The shared "left the flow" predicate of the login plugins: true when `action` takes the modal away
 * from `views` (a flow's views, taken from the plugin's declared ones) — closing it, going back, or
 * opening or navigating to a view outside them. Without views (a flow that shows none, e.g. a
 * full-page redirect) nothing leaves it; an action that is not navigation leaves nothing.
 */
export function leavesViews(action: UnknownAction, views: readonly ViewName[] | undefined): boolean {
  if (views === undefined || !isModalNavigation(action)) return false;
  if (closed.match(action) || wentBack.match(action) || wentBackTo.match(action)) return true;
  const view = (action.payload as { view?: ViewName } | undefined)?.view;
  return view !== undefined && !views.includes(view);
}
