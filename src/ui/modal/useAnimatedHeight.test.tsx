/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useAnimatedHeight } from './useAnimatedHeight';

// Issue 22: the "window was closed" view of a social login showed under Connect's height (500 px of
// blank): while the login popup had the focus the page painted no frames, so no resize was reported.

function Box() {
  const [contentRef, heightStyle, bodyRef] = useAnimatedHeight<HTMLDivElement>();
  return (
    <div ref={bodyRef} data-testid="body" style={heightStyle}>
      <div ref={contentRef} data-testid="content" />
    </div>
  );
}

/** A ResizeObserver that reports once, as on the first frame, and then stays silent. */
class SilentAfterFirst {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, borderBoxSize: [{ blockSize: 654, inlineSize: 360 }] };
    this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  disconnect() {}
  unobserve() {}
}

const original = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = SilentAfterFirst as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = original;
});

test('behavior: back from a popup (window focus, page shown) the height is measured again', () => {
  render(<Box />);
  expect(screen.getByTestId('body').style.height).toBe('654px');
  const content = screen.getByTestId('content');
  content.getBoundingClientRect = () => ({ height: 151.4 }) as DOMRect;
  act(() => void window.dispatchEvent(new Event('focus')));
  expect(screen.getByTestId('body').style.height).toBe('152px');
  content.getBoundingClientRect = () => ({ height: 300 }) as DOMRect;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  expect(screen.getByTestId('body').style.height).toBe('300px');
});
