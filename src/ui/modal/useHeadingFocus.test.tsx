/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useHeadingFocus } from './useHeadingFocus';

// Issue 28 Deliver 4: focus lands on each new view's heading, unless the view focused something itself.

function View({
  view,
  autofocus = false,
  modal = false,
}: {
  view: string;
  autofocus?: boolean;
  modal?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading, view);
  return (
    <div role="dialog" tabIndex={-1} aria-label="modal" aria-modal={modal ? 'true' : undefined}>
      <h2 ref={heading} tabIndex={-1}>
        {view}
      </h2>
      {/* A new element per view, as a view swap replaces its body. */}
      <button key={view} type="button">
        {`${view} action`}
      </button>
      {/* biome-ignore lint/a11y/noAutofocus: a view that focuses its own field (the search) */}
      {autofocus ? <input key={`${view}-search`} aria-label="search" autoFocus /> : null}
    </div>
  );
}

test('behavior: a modal dialog opening moves focus from the opener to its heading', () => {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  render(<View view="Connect" modal />);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connect' }));
  opener.remove();
});

test('behavior: a modal dialog whose first view focused its own field keeps it', () => {
  render(<View view="AllWallets" modal autofocus />);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'search' }));
});

test('behavior: after a view change that lost focus, the new heading has it; an inline dialog takes no focus when shown', () => {
  const { rerender } = render(<View view="Connect" />);
  expect(document.activeElement).toBe(document.body);
  screen.getByRole('button', { name: 'Connect action' }).focus();
  rerender(<View view="AllWallets" />);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'AllWallets' }));
});

test('behavior: focus parked on the dialog card moves to the heading too', () => {
  const { rerender } = render(<View view="Connect" />);
  screen.getByRole('dialog').focus();
  rerender(<View view="Networks" />);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Networks' }));
});

test('behavior: a view that focused its own field keeps it', () => {
  const { rerender } = render(<View view="Connect" />);
  screen.getByRole('button', { name: 'Connect action' }).focus();
  rerender(<View view="AllWallets" autofocus />);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'search' }));
});
