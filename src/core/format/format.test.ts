import {
  DecimalPrecisionError,
  formatBalance,
  formatQuantity,
  formatRelativeTime,
  formatTokenBalance,
  formatUnits,
  getOperationSign,
  groupByMonth,
  InvalidDecimalError,
  parseUnits,
  truncateMiddle,
} from './index';

describe('truncateMiddle', () => {
  test('default', () => {
    expect(truncateMiddle('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('0x5a...1BeAed');
  });

  test('behavior: custom ends', () => {
    expect(truncateMiddle('abcdefghijklmnop', { leading: 2, trailing: 2 })).toBe('ab...op');
    expect(truncateMiddle('abcdefghijklmnop', { leading: 3, trailing: 0 })).toBe('abc...');
  });

  test('behavior: unchanged when cutting would not shorten it', () => {
    expect(truncateMiddle('alice.eth')).toBe('alice.eth');
    expect(truncateMiddle('abcdefghijklm')).toBe('abcdefghijklm');
    expect(truncateMiddle('abcdefghijklmn')).toBe('abcd...ijklmn');
    expect(truncateMiddle('')).toBe('');
  });

  test('behavior: never splits an emoji', () => {
    expect(truncateMiddle('🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊🦊', { leading: 1, trailing: 1 })).toBe('🦊...🦊');
  });
});

describe('formatBalance', () => {
  test('default', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH');
  });

  test('behavior: floors, never rounds up', () => {
    expect(formatBalance('0.9999')).toBe('0.999');
    expect(formatBalance(1.9999)).toBe('1.999');
    expect(formatBalance('0.0009')).toBe('0');
  });

  test('behavior: trims trailing zeros', () => {
    expect(formatBalance('1.500000')).toBe('1.5');
    expect(formatBalance('2.000')).toBe('2');
    expect(formatBalance(10)).toBe('10');
  });

  test('behavior: exact for big decimal strings and exponent numbers', () => {
    expect(formatBalance('123456789012345678901234567890.123456789')).toBe(
      '123456789012345678901234567890.123',
    );
    expect(formatBalance(1e21)).toBe('1000000000000000000000');
    expect(formatBalance(1.5e-7)).toBe('0');
    expect(formatBalance('12.3456e2')).toBe('1234.56');
  });

  test('behavior: negative values are cut toward zero, never "-0"', () => {
    expect(formatBalance('-1.23456')).toBe('-1.234');
    expect(formatBalance('-0.0001')).toBe('0');
  });

  test('error: input that is not a number shows 0', () => {
    expect(formatBalance('abc', 'ETH')).toBe('0 ETH');
    expect(formatBalance(Number.NaN)).toBe('0');
    expect(formatBalance('')).toBe('0');
    expect(formatBalance(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatTokenBalance and formatQuantity', () => {
  test('default', () => {
    expect(formatTokenBalance('12.3456', 'USDC')).toBe('12.34 USDC');
    expect(formatQuantity('0.123456')).toBe('0.123');
  });

  test('behavior: floor and trim like formatBalance', () => {
    expect(formatTokenBalance('0.999')).toBe('0.99');
    expect(formatTokenBalance('3.10')).toBe('3.1');
    expect(formatQuantity(2.0009)).toBe('2');
  });
});

describe('parseUnits and formatUnits', () => {
  test('default', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
  });

  test('behavior: exact at any size', () => {
    const huge = '123456789012345678901234567890.123456789012345678';
    expect(formatUnits(parseUnits(huge, 18), 18)).toBe(huge);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('.5', 1)).toBe(5n);
    expect(parseUnits('7', 0)).toBe(7n);
    expect(parseUnits('1.230000', 2)).toBe(123n);
    expect(parseUnits('-2.5', 1)).toBe(-25n);
  });

  test('behavior: formatUnits takes hex balances and negatives', () => {
    expect(formatUnits('0xde0b6b3a7640000', 18)).toBe('1');
    expect(formatUnits(-1234n, 2)).toBe('-12.34');
    expect(formatUnits(5n, 3)).toBe('0.005');
    expect(formatUnits(0n, 18)).toBe('0');
  });

  test('error: too many decimals', () => {
    expect(() => parseUnits('1.234', 2)).toThrow(DecimalPrecisionError);
    expect(() => parseUnits('1.234', 2)).toThrow('Too many decimals in 1.234: at most 2 allowed');
  });

  test.each(['', 'abc', '1,5', '1.2.3', '0x10'])('error: parseUnits(%j)', (value) => {
    expect(() => parseUnits(value, 18)).toThrow(InvalidDecimalError);
    expect(() => parseUnits(value, 18)).toThrow(`Invalid decimal value: ${value}`);
  });

  test('error: formatUnits of a non-integer', () => {
    expect(() => formatUnits('1.5', 18)).toThrow('Invalid decimal value: 1.5');
  });

  test('error: decimals out of range', () => {
    expect(() => parseUnits('1', -1)).toThrow(RangeError);
    expect(() => formatUnits(1n, 1.5)).toThrow(RangeError);
  });
});

describe('groupByMonth', () => {
  // Local-time constructors: grouping follows the viewer's time zone.
  const now = new Date(2024, 5, 15);
  const items = [
    { id: 'a', at: new Date(2024, 5, 1) },
    { id: 'b', at: new Date(2023, 11, 31, 23, 59) },
    { id: 'c', at: new Date(2024, 5, 10) },
    { id: 'd', at: new Date(2024, 0, 2) },
    { id: 'e', at: new Date(2024, 5, 10) },
  ];

  test('default', () => {
    const groups = groupByMonth(items, (item) => item.at, now);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['June', ['c', 'e', 'a']],
      ['January', ['d']],
      ['December 2023', ['b']],
    ]);
    expect(groups.map((g) => [g.year, g.month])).toEqual([
      [2024, 5],
      [2024, 0],
      [2023, 11],
    ]);
  });

  test('behavior: accepts ISO strings and epoch milliseconds', () => {
    const groups = groupByMonth(
      [new Date(2022, 2, 3).toISOString(), new Date(2022, 2, 4).getTime()],
      (value) => value,
      now,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.label).toBe('March 2022');
  });

  test('behavior: no items, no groups', () => {
    expect(groupByMonth([], () => 0, now)).toEqual([]);
  });

  test('error: items with an invalid date are left out', () => {
    const groups = groupByMonth(['not a date', new Date(2024, 1, 1).toISOString()], (value) => value, now);
    expect(groups.map((g) => g.label)).toEqual(['February']);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  test('default', () => {
    expect(formatRelativeTime(ago(5_000), now)).toBe('5 sec');
  });

  test.each([
    [0, '0 sec'],
    [59_999, '59 sec'],
    [60_000, '1 min'],
    [3 * 60_000, '3 min'],
    [2 * 3_600_000 + 59 * 60_000, '2 hr'],
    [24 * 3_600_000, '1 d'],
    [4 * 86_400_000, '4 d'],
    [29 * 86_400_000, '29 d'],
    [30 * 86_400_000, '1 mo'],
    [364 * 86_400_000, '11 mo'],
    [365 * 86_400_000, '1 yr'],
    [2 * 365 * 86_400_000, '2 yr'],
  ])('behavior: %d ms ago reads %j', (ms, label) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(label);
  });

  test('behavior: strings and numbers, and future dates read 0 sec', () => {
    expect(formatRelativeTime(ago(3 * 60_000).toISOString(), now.getTime())).toBe('3 min');
    expect(formatRelativeTime(new Date(now.getTime() + 10_000), now)).toBe('0 sec');
  });

  test('error: an invalid date gives an empty label', () => {
    expect(formatRelativeTime('yesterday', now)).toBe('');
  });
});

describe('getOperationSign', () => {
  test('default', () => {
    expect(getOperationSign('receive')).toBe('+');
  });

  test.each([
    ['send', '+'],
    ['receive', '+'],
    ['deposit', '+'],
    ['borrow', '+'],
    ['claim', '+'],
    ['withdraw', '-'],
    ['repay', '-'],
    ['burn', '-'],
  ])('behavior: SPEC §4 %s shows %j', (type, sign) => {
    expect(getOperationSign(type)).toBe(sign);
  });

  test('behavior: an on-ramp purchase (buy, not in SPEC §4) adds like a receive', () => {
    expect(getOperationSign('buy')).toBe('+');
  });

  test.each(['mint', 'trade', 'approve', '', 'toString', 'SEND'])('error: %j has no sign', (type) => {
    expect(getOperationSign(type)).toBe('');
  });
});

describe('formatRelativeTime in another locale (issue 28)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  test("behavior: the same rounded-down duration in the locale's short units; English keeps SPEC §9 labels", () => {
    const fiveMinutesAgo = new Date(now.getTime() - 5 * 60_000 - 30_000);
    expect(formatRelativeTime(fiveMinutesAgo, now)).toBe('5 min');
    const unit = (locale: string) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'short',
        numberingSystem: 'latn',
      }).format(5);
    for (const locale of ['de', 'ru', 'ja', 'ar'])
      expect(formatRelativeTime(fiveMinutesAgo, now, locale)).toBe(unit(locale));
    expect(formatRelativeTime(fiveMinutesAgo, now, 'de')).toMatch(/^5\sMin\.$/);
  });
});
