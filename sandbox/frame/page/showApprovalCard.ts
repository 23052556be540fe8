import { createVisibilityGate } from './createVisibilityGate';
import type { ApprovalCard, ApprovalFact } from './describeApproval';
import { watchContentHeight } from './watchContentHeight';
import { watchVisibility } from './watchVisibility';

/** Builds `<div class="card__fact"><dt>label</dt><dd>value / detail</dd></div>` for one fact. */
function factRow(doc: Document, fact: ApprovalFact): HTMLElement {
  const row = doc.createElement('div');
  row.className = 'card__fact';
  row.dataset.detail = fact.id;
  const term = doc.createElement('dt');
  term.textContent = fact.label;
  const description = doc.createElement('dd');
  const value = doc.createElement('span');
  value.className = fact.monoValue ? 'card__value card__mono' : 'card__value';
  value.textContent = fact.value;
  description.append(value);
  if (fact.detail !== undefined) {
    const detail = doc.createElement('span');
    detail.className = fact.monoDetail ? 'card__detail card__mono' : 'card__detail';
    detail.textContent = fact.detail;
    description.append(detail);
  }
  row.append(term, description);
  return row;
}

/**
 * Shows one approval card in `section` and resolves with the visitor's choice. The card says what is
 * approved above its buttons (method in words, origin, network, facts, message in a bounded scroll
 * box) and reports its height through `onHeight`, so the kit sizes the frame to it and nothing needs
 * scrolling. Approve and Reject stay disabled (and a click on them does nothing) until the card has
 * been fully visible for the gate's delay. `signal` closes the card (the queue's timeout).
 */
export function showApprovalCard(
  section: HTMLElement,
  card: ApprovalCard,
  signal: AbortSignal,
  onHeight: (height: number) => void = () => undefined,
): Promise<boolean> {
  const doc = section.ownerDocument;
  return new Promise((resolve) => {
    section.replaceChildren();
    const head = doc.createElement('header');
    head.className = 'card__head';
    const heading = doc.createElement('h1');
    heading.className = 'card__title';
    heading.textContent = card.title;
    heading.id = 'frame-approval-title';
    heading.dataset.detail = 'method';
    section.setAttribute('role', 'dialog');
    section.setAttribute('aria-labelledby', heading.id);
    const context = doc.createElement('p');
    context.className = 'card__context';
    const origin = doc.createElement('span');
    origin.className = 'card__origin';
    origin.dataset.detail = 'origin';
    // The origin the frame checked, scheme included when it is not https (worth noticing).
    origin.textContent = card.origin.replace(/^https:\/\//, '');
    origin.title = card.origin;
    context.append(origin);
    if (card.network) {
      const network = doc.createElement('span');
      network.dataset.detail = 'network';
      network.textContent = card.network;
      context.append(network);
    }
    head.append(heading, context);
    section.append(head);

    if (card.facts.length > 0) {
      const list = doc.createElement('dl');
      list.className = 'card__facts';
      for (const fact of card.facts) list.append(factRow(doc, fact));
      section.append(list);
    }
    if (card.message) {
      const wrap = doc.createElement('div');
      const label = doc.createElement('p');
      label.className = 'card__message-label';
      label.id = 'frame-approval-message-label';
      label.textContent = card.message.label;
      const text = doc.createElement('pre');
      text.className = 'card__message';
      text.dataset.detail = 'message';
      text.textContent = card.message.text;
      // Focusable so a keyboard can scroll a long message; named by its label.
      text.tabIndex = 0;
      text.setAttribute('role', 'region');
      text.setAttribute('aria-labelledby', label.id);
      wrap.append(label, text);
      section.append(wrap);
    }

    const hint = doc.createElement('p');
    hint.className = 'card__hint';
    hint.id = 'frame-approval-hint';
    // One short line: it keeps its place (and the buttons theirs) after it is hidden.
    hint.textContent = 'Approve unlocks after a moment in full view.';

    const approve = doc.createElement('button');
    approve.type = 'button';
    approve.className = 'card__button card__button--approve';
    approve.textContent = 'Approve';
    approve.disabled = true;
    approve.setAttribute('aria-describedby', hint.id);
    const reject = doc.createElement('button');
    reject.type = 'button';
    reject.className = 'card__button card__button--reject';
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
    let stopMeasuring: () => void = () => undefined;
    const finish = (approved: boolean) => {
      clearTimeout(timer);
      stopWatching();
      stopMeasuring();
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
    // In flow after the details, not sticky over them: the kit sizes the frame to the whole card, so
    // the buttons are in view because everything is.
    const actions = doc.createElement('div');
    actions.className = 'card__actions';
    actions.append(reject, approve);
    section.append(hint, actions);
    section.hidden = false;
    stopMeasuring = watchContentHeight(section, onHeight);
    // The button itself is watched: what is clicked must be fully in view, uncovered and opaque.
    stopWatching = watchVisibility(approve, (visible) => {
      gate.observe(visible);
      refresh();
    });

    heading.tabIndex = -1;
    heading.focus();
  });
}
