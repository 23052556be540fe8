import type { ApprovalRequest } from './createFrameRpc';
import { createVisibilityGate } from './createVisibilityGate';
import { watchVisibility } from './watchVisibility';

/**
 * Shows one approval card in `section` and resolves with the visitor's choice. Approve stays disabled
 * (and a click on it does nothing) until the card has been fully visible for the gate's delay; Reject
 * always works. `signal` closes the card (the queue's timeout).
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

    const gate = createVisibilityGate();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      approve.disabled = !gate.canAct();
      hint.hidden = !approve.disabled;
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
    reject.addEventListener('click', () => finish(false));
    section.append(heading, method, list, hint, approve, reject);
    section.hidden = false;
    // The button itself is watched: a card taller than the kit's slot scrolls, but what is clicked must
    // be fully in view, uncovered and opaque.
    stopWatching = watchVisibility(approve, (visible) => {
      gate.observe(visible);
      refresh();
    });

    reject.focus();
  });
}
