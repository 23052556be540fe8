import { ONRAMP_FALLBACK_LIMITS, ONRAMP_FEE_RANGE, ONRAMP_PROVIDERS, RESTRICTED_TIME_ZONES } from './onramp';

describe('on-ramp constants', () => {
  test('default', () => {
    expect(ONRAMP_PROVIDERS).toEqual(['coinbase', 'meld']);
    expect(ONRAMP_FEE_RANGE).toEqual({ minPercent: 1, maxPercent: 2 });
  });

  test('behavior: fallback limits cover USD and EUR with card and ACH bands', () => {
    expect(ONRAMP_FALLBACK_LIMITS.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
    for (const currency of ONRAMP_FALLBACK_LIMITS) {
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ]);
    }
  });

  test('behavior: every restricted time zone is a real IANA zone of China, Hong Kong or Macau', () => {
    for (const timeZone of RESTRICTED_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone })).not.toThrow();
      // Beijing time (UTC+8, no DST) everywhere, except the Xinjiang zones, which tzdata keeps at UTC+6.
      const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
        .formatToParts(new Date('2025-01-15T00:00:00Z'))
        .find((part) => part.type === 'timeZoneName')?.value;
      expect([timeZone, offset]).toEqual([
        timeZone,
        timeZone === 'Asia/Urumqi' || timeZone === 'Asia/Kashgar' ? 'GMT+6' : 'GMT+8',
      ]);
    }
    expect(RESTRICTED_TIME_ZONES).toEqual(
      expect.arrayContaining(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']),
    );
  });
});
