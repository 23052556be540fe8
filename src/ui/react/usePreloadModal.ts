import { useEffect } from 'react';
import { whenIdle } from '../../core/whenIdle';
import { preloadModal } from './loadModal';

/**
 * How long the idle preload may wait for an idle moment (ms). A page busy for longer still gets the
 * chunk, so a click that comes late never pays for the download.
 */
export const PRELOAD_IDLE_TIMEOUT_MS = 2000;

/**
 * Delay (ms) of the preload where `requestIdleCallback` is missing (Safari before 18). It runs after
 * the effect that schedules it, i.e. after the button's first paint, and leaves the host's own start-up
 * tasks of that moment ahead of it.
 */
export const PRELOAD_FALLBACK_DELAY_MS = 200;

/**
 * Event handlers that fetch the modal chunk at the first sign of intent: pointer down (mouse, pen,
 * touch), pointer enter (hover), touch start (browsers without pointer events) and focus (keyboard).
 * One object for every button: the handlers never change, so spreading them costs no re-render.
 */
export const PRELOAD_MODAL_HANDLERS = {
  onPointerDown: preloadModal,
  onPointerEnter: preloadModal,
  onTouchStart: preloadModal,
  onFocus: preloadModal,
} as const;

/**
 * Gets the modal ready before the click of a button that opens it: schedules the chunk's fetch for
 * the first idle moment after the button painted (so the button and its first paint never wait for
 * it), and returns the handlers that fetch it at once on intent. The fetch is shared by every button
 * and trigger (`loadModal`); a failed one is tried again by the next trigger or open.
 */
export function usePreloadModal(): typeof PRELOAD_MODAL_HANDLERS {
  // An effect runs after commit, in the browser only: nothing is scheduled during server rendering.
  useEffect(
    () =>
      whenIdle(preloadModal, {
        timeoutMs: PRELOAD_IDLE_TIMEOUT_MS,
        fallbackDelayMs: PRELOAD_FALLBACK_DELAY_MS,
      }),
    [],
  );
  return PRELOAD_MODAL_HANDLERS;
}
