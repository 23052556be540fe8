/** @jest-environment jsdom */
import { registerFrameHarness, setup } from '../../test/frame/frameHarness';

// Issue 22 blocker: the frame reports its approval card's height (RESIZE) and the kit sizes the slot.
// Only a schema-valid message from the frame's own origin and window gets through.

registerFrameHarness();

describe('createFrameClient: the frame reports its content height', () => {
  test('default: RESIZE calls onContentHeight with the height, before and after READY', () => {
    const onContentHeight = jest.fn();
    const h = setup({ onContentHeight });
    h.fromFrame({ type: '@portico-frame/RESIZE', id: 'r1', payload: { height: 312 } });
    h.makeReady();
    h.fromFrame({ type: '@portico-frame/RESIZE', id: 'r2', payload: { height: 420 } });
    expect(onContentHeight.mock.calls).toEqual([[312], [420]]);
  });

  test('error: a RESIZE failing its schema, from another origin or another window is dropped', () => {
    const onContentHeight = jest.fn();
    const h = setup({ onContentHeight });
    h.makeReady();
    for (const payload of [
      { height: -1 },
      { height: 10.5 },
      { height: 5000 },
      { height: '300' },
      undefined,
    ]) {
      h.fromFrame({ type: '@portico-frame/RESIZE', id: 'bad', payload });
    }
    h.fromFrame(
      { type: '@portico-frame/RESIZE', id: 'evil', payload: { height: 300 } },
      { origin: 'https://evil.example' },
    );
    h.fromFrame({ type: '@portico-frame/RESIZE', id: 'other', payload: { height: 300 } }, { source: window });
    expect(onContentHeight).not.toHaveBeenCalled();
    expect(h.invalid.map((report) => report.type)).toEqual(Array(5).fill('@portico-frame/RESIZE'));
  });
});
