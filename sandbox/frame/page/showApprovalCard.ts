import type { ApprovalRequest } from './createFrameRpc';
import { createVisibilityGate } from './createVisibilityGate';
import { watchVisibility } from './watchVisibility';

/**
 * Shows one approval card in `section` and resolves with the visitor's choice. Approve and Reject stay
 * disabled (and a click on them does nothing) until the card has been fully visible for the gate's
 * delay. `signal` closes the card (the queue's timeout).
 */
export function showApprovalCard(
  section: HTMLElement,
  approval: ApprovalRequest,
  signal: AbortSignal,
): Promise<boolean> {
  const doc = section.ownerDocument;
  return new Promise((resolve) => {
    section.replaceChildren();
    const heading = doc.createElement('h1');
    heading.textContent = 'Approve request';
    heading.id = 'frame-approval-title';
    section.setAttribute('role', 'dialog');
    section.setAttribute('aria-labelledby', heading.id);
    const method = doc.createElement('p');
    method.textContent = `Method: ${approval.method}`;
    const list = doc.createElement('dl');
    for (const line of approval.lines) {
      const term = doc.createElement('dt');
      term.textContent = line.label;
      const value = doc.createElement('dd');
      const pre = doc.createElement('pre');
      pre.textContent = line.value;
      value.append(pre);
      list.append(term, value);
    }
    const hint = doc.createElement('p');
    hint.id = 'frame-approval-hint';
    hint.textContent = 'Approve is available once this request has been fully visible for a moment.';

    const approve = doc.createElement('button');
    approve.type = 'button';
    approve.textContent = 'Approve';
    approve.disabled = true;
    approve.setAttribute('aria-describedby', hint.id);
    const reject = doc.createElement('button');
    reject.type = 'button';
    reject.textContent = 'Reject';
    // Chromium drops clicks on a cross-origin frame that moved in the last moments once it tracks
    // visibility; Reject waits for the same gate so no click on it is silently lost (the kit's Cancel
    // rejects at any time).
    reject.disabled = true;

    const gate = createVisibilityGate();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      approve.disabled = !gate.canAct();
      reject.disabled = approve.disabled;
      // Visibility, not `hidden`: the buttons must not move under a pointer when the hint goes.
      hint.style.visibility = approve.disabled ? 'visible' : 'hidden';
      const wait = gate.msUntilActive();
      if (approve.disabled && wait !== undefined) timer = setTimeout(refresh, wait);
    };
    let stopWatching: () => void = () => undefined;
    const finish = (approved: boolean) => {
      clearTimeout(timer);
      stopWatching();
      signal.removeEventListener('abort', onAbort);
      section.hidden = true;
      section.replaceChildren();
      resolve(approved);
    };
    const onAbort = () => finish(false);
    signal.addEventListener('abort', onAbort);
    approve.addEventListener('click', () => {
      // Checked again at the click: a disabled button is the visible cue, not the guard.
      if (gate.canAct()) finish(true);
    });
    reject.addEventListener('click', () => {
      if (gate.canAct()) finish(false);
    });
    // The actions stay in view at the bottom of the kit's slot however long the details are, so neither
    // the visitor nor the visibility check depends on scrolling the card.
    const actions = doc.createElement('div');
    actions.style.cssText = 'position:sticky;bottom:0;background:Canvas;padding:.5rem 0';
    actions.append(approve, reject, hint);
    section.append(heading, method, list, actions);
    section.hidden = false;
    // The button itself is watched: a card taller than the kit's slot scrolls, but what is clicked must
    // be fully in view, uncovered and opaque.
    stopWatching = watchVisibility(approve, (visible) => {
      gate.observe(visible);
      refresh();
    });

    heading.tabIndex = -1;
    heading.focus();
  });
}
