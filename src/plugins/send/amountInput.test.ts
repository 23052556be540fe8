import { createSendTestKit, type SendTestKit } from '../../../test/plugins/sendTestKit';
import { optionsSlice } from '../../store/slices/optionsSlice';
import { acceptAmountInput, typeSendAmount } from './amountInput';

// Issue 24: the Amount field holds a plain number as AppKit's does. The rule is pure; the thunk is
// what the field dispatches, tested in a real kit (stubs as in sendTestKit.ts).

describe('acceptAmountInput', () => {
  test('default: digits and one decimal mark are kept as typed', () => {
    for (const text of ['1', '0.5', '12.25', '0.', '1.', '0.000001', '100'])
      expect(acceptAmountInput(text)).toBe(text);
    expect(acceptAmountInput('')).toBe('');
    expect(acceptAmountInput(' 1.5 ')).toBe('1.5');
  });

  test('error: letters, e, signs, spaces inside and a second decimal mark are refused (undefined)', () => {
    for (const text of ['a', '1a', 'abc', '1e5', 'e', '-1', '+1', '1 000', '1.2.3', '0..5', '1.5,2', '∞'])
      expect(acceptAmountInput(text)).toBeUndefined();
  });

  test('behavior: leading zeros go (05 -> 5) and a mark with nothing before it gets its zero', () => {
    expect(acceptAmountInput('05')).toBe('5');
    expect(acceptAmountInput('000')).toBe('0');
    expect(acceptAmountInput('007.5')).toBe('7.5');
    expect(acceptAmountInput('00.5')).toBe('0.5');
    expect(acceptAmountInput('.')).toBe('0.');
    expect(acceptAmountInput('.5')).toBe('0.5');
  });

  test("behavior: either mark typed becomes the locale's decimal mark", () => {
    expect(acceptAmountInput('0,25')).toBe('0.25');
    expect(acceptAmountInput('0,25', 'en-US')).toBe('0.25');
    expect(acceptAmountInput('0.25', 'de-DE')).toBe('0,25');
    expect(acceptAmountInput(',', 'de-DE')).toBe('0,');
    expect(acceptAmountInput('1,2.3', 'de-DE')).toBeUndefined();
  });
});

describe('typeSendAmount (the field as a visitor types in it)', () => {
  let t: SendTestKit;
  afterEach(() => t.restore());
  const amount = () => t.state().send?.sendTokenAmount;

  test('behavior: each keystroke goes through the rule; a refused one leaves the field as it was', async () => {
    t = await createSendTestKit();
    let text = '';
    for (const key of ['0', '5', 'e', '.', '.', 'x', '2', '5']) {
      text = t.kit.store.dispatch(typeSendAmount(`${text}${key}`));
      expect(text).toBe(amount() ?? '');
    }
    expect(amount()).toBe('5.25');
    // `.` in an empty field becomes `0.`.
    t.kit.store.dispatch(typeSendAmount(''));
    expect(t.kit.store.dispatch(typeSendAmount('.'))).toBe('0.');
    expect(amount()).toBe('0.');
  });

  test("behavior: the kit's locale decides the mark shown", async () => {
    t = await createSendTestKit();
    t.kit.store.dispatch(optionsSlice.actions.localeSet('de-DE'));
    t.kit.store.dispatch(typeSendAmount('1.5'));
    expect(amount()).toBe('1,5');
  });
});
