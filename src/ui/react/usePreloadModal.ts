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

/** Event handlers that start the preload (`preloadModal`) of the modal and of one view. */
export interface PreloadModalHandlers {
  onPointerDown(): void;
  onPointerEnter(): void;
  onTouchStart(): void;
  onFocus(): void;
}

// One object per view for every button: the handlers never change, so spreading them costs no re-render.
const handlersByView = new Map<string, PreloadModalHandlers>();

/**
 * Event handlers that fetch the modal chunk, and the chunk of the view the button opens, at the first
 * sign of intent: pointer down (mouse, pen, touch), pointer enter (hover), touch start (browsers without
 * pointer events) and focus (keyboard).
 */
export function preloadModalHandlers(view: string): PreloadModalHandlers {
  let handlers = handlersByView.get(view);
  if (!handlers) {
    const preload = () => preloadModal(view);
    handlers = { onPointerDown: preload, onPointerEnter: preload, onTouchStart: preload, onFocus: preload };
    handlersByView.set(view, handlers);
  }
  return handlers;
}

/**
 * Gets the modal ready before the click of a button that opens `view`: schedules the fetch of the modal
 * chunk and of the view's own (Account, Networks) for the first idle moment after the button painted
 * (so the button and its first paint never wait for them), and returns the handlers that fetch them at
 * once on intent. The fetches are shared by every button and trigger (`loadModal`); a failed one is
 * tried again by the next trigger or open.
 */
export function usePreloadModal(view: string): PreloadModalHandlers {
  // An effect runs after commit, in the browser only: nothing is scheduled during server rendering.
  useEffect(
    () =>
      whenIdle(() => preloadModal(view), {
        timeoutMs: PRELOAD_IDLE_TIMEOUT_MS,
        fallbackDelayMs: PRELOAD_FALLBACK_DELAY_MS,
      }),
    [view],
  );
  return preloadModalHandlers(view);
}
