/** How long the approval card must have been fully visible before Approve takes a click. */
export const APPROVAL_VISIBLE_DELAY_MS = 500;

export interface VisibilityGate {
  /** Reports whether the card is fully visible now (IntersectionObserver v2, or the fallback). */
  observe(visible: boolean): void;
  /** True once the card has been visible, without a break, for the delay. */
  canAct(): boolean;
  /** Milliseconds until canAct() can turn true; undefined while not visible. */
  msUntilActive(): number | undefined;
}

/**
 * The clickjacking guard of the approval card (issue 12 item 2): a click counts only after the card has
 * been continuously visible for `delayMs`; any moment of invisibility (transparent, covered, off-screen,
 * hidden tab) starts the wait again.
 */
export function createVisibilityGate({
  delayMs = APPROVAL_VISIBLE_DELAY_MS,
  now = () => Date.now(),
}: {
  delayMs?: number;
  now?: () => number;
} = {}): VisibilityGate {
  let since: number | undefined;
  return {
    observe(visible) {
      if (!visible) since = undefined;
      else since ??= now();
    },
    canAct: () => since !== undefined && now() - since >= delayMs,
    msUntilActive: () => (since === undefined ? undefined : Math.max(0, since + delayMs - now())),
  };
}
