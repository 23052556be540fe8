/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/ui/renderWithKit';
import { LoadMoreButton } from './LoadMoreButton';

// A stand-in IntersectionObserver (jsdom has none) that a test can make report an intersection.
interface FakeObserver {
  callback: IntersectionObserverCallback;
  targets: Element[];
  options?: IntersectionObserverInit;
}
let observers: FakeObserver[] = [];

function installObserver(): void {
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private readonly fake: FakeObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.fake = { callback, targets: [], ...(options ? { options } : {}) };
      observers.push(this.fake);
    }
    observe(target: Element) {
      this.fake.targets.push(target);
    }
    disconnect() {
      observers = observers.filter((o) => o !== this.fake);
    }
  };
}

const intersect = (isIntersecting: boolean) =>
  act(() => {
    for (const o of observers)
      o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('LoadMoreButton', () => {
  test('default', async () => {
    const onLoadMore = jest.fn();
    const { container } = render(<LoadMoreButton label="Load more" busy={false} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('behavior: scrolled into view it loads by itself; out of view or while busy it does not', () => {
    installObserver();
    const onLoadMore = jest.fn();
    const { rerender, unmount } = render(
      <LoadMoreButton label="Load more" busy={false} onLoadMore={onLoadMore} />,
    );
    expect(observers[0]?.targets).toEqual([screen.getByRole('button')]);
    expect(observers[0]?.options?.rootMargin).toMatch(/px/);
    intersect(false);
    expect(onLoadMore).not.toHaveBeenCalled();
    intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMoreButton label="Load more" busy onLoadMore={onLoadMore} />);
    expect(observers).toHaveLength(0);
    rerender(<LoadMoreButton label="Load more" busy={false} onLoadMore={onLoadMore} />);
    intersect(true);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    unmount();
    expect(observers).toHaveLength(0);
  });

  test('behavior: while busy the button keeps the focus but ignores presses', async () => {
    const onLoadMore = jest.fn();
    render(<LoadMoreButton label="Load more" busy onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });
});
