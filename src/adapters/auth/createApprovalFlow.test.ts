import { clampApprovalHeight, MAX_APPROVAL_HEIGHT, MIN_APPROVAL_HEIGHT } from './createApprovalFlow';

// The approval card's reported height becomes the slot's height within sane bounds (issue 22 blocker):
// a frame cannot make the modal vanish (0) or push Cancel off the screen (4096).

describe('clampApprovalHeight', () => {
  test('default: a card that fits is given exactly its height', () => {
    expect(clampApprovalHeight(372, 800)).toBe(372);
    expect(clampApprovalHeight(371.4, 844)).toBe(371);
  });

  test('edge: too small or too large a report is clamped; a short window leaves room for the modal', () => {
    expect(clampApprovalHeight(0, 800)).toBe(MIN_APPROVAL_HEIGHT);
    expect(clampApprovalHeight(4096, 2000)).toBe(MAX_APPROVAL_HEIGHT);
    expect(clampApprovalHeight(500, 600)).toBe(420);
    expect(clampApprovalHeight(500, 200)).toBe(MIN_APPROVAL_HEIGHT);
  });
});
