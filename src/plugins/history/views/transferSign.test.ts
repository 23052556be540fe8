import { transferSign } from './transferSign';

describe('transferSign', () => {
  test('default: money leaving is minus, even on a send (SPEC §4 lists send with a plus)', () => {
    expect(transferSign('out', 'send')).toBe('-');
  });

  test('behavior: in is plus, self none; without a direction the SPEC §4 operation sign', () => {
    expect(transferSign('in', 'withdraw')).toBe('+');
    expect(transferSign('self', 'send')).toBe('');
    expect(transferSign(undefined, 'send')).toBe('+');
    expect(transferSign(undefined, 'burn')).toBe('-');
    expect(transferSign(undefined, 'approve')).toBe('');
  });
});
