import fc from 'fast-check';
import { formatBalance } from './formatBalance';
import { formatCompact } from './formatCompact';
import { formatNumber } from './formatNumber';
import { getNumberSymbols } from './localizeDecimal';
import { type ParseAmountReason, parseAmount } from './parseAmount';
import { formatUnits } from './parseUnits';

// A fixed seed keeps a failure reproducible in CI; fast-check prints the counterexample and its path.
const RUNS = { seed: 1313, numRuns: 300 };
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'en-IN', 'de-CH', 'es-ES', 'ar-EG'] as const;

const units = fc.bigInt({ min: 0n, max: 10n ** 40n });
const decimals = fc.integer({ min: 0, max: 24 });
const locale = fc.constantFrom(...LOCALES);
/** A non-negative decimal text like `12.0340`, of any size. */
const decimalText = fc
  .tuple(fc.stringMatching(/^[0-9]{1,30}$/), fc.stringMatching(/^[0-9]{0,20}$/))
  .map(([int, frac]) => (frac ? `${int}.${frac}` : int));

/** Base units of a non-negative decimal text at `scale` decimals, cut toward zero (the test's own oracle). */
function toUnits(text: string, scale: number): bigint {
  const [int = '', frac = ''] = text.split('.');
  return BigInt(`${int}${frac.slice(0, scale).padEnd(scale, '0')}`);
}

describe('format properties', () => {
  test('behavior: parse(format(v)) is v, in every locale, grouped or not', () => {
    fc.assert(
      fc.property(units, decimals, locale, fc.boolean(), (value, scale, loc, grouping) => {
        const shown = formatNumber(formatUnits(value, scale), { decimals: scale, locale: loc, grouping });
        const parsed = parseAmount(shown, scale, { locale: loc });
        expect(parsed).toEqual({ ok: true, value, text: formatUnits(value, scale) });
      }),
      RUNS,
    );
  });

  test('behavior: format(parse(x)) is x in canonical form, within the decimals rule', () => {
    fc.assert(
      fc.property(decimalText, decimals, (text, scale) => {
        const parsed = parseAmount(text, scale);
        const fraction = (text.split('.')[1] ?? '').replace(/0+$/, '');
        if (fraction.length > scale) {
          expect(parsed).toEqual({
            ok: false,
            reason: 'tooManyDecimals',
            maxDecimals: scale,
            found: fraction.length,
          });
          return;
        }
        if (!parsed.ok) throw new Error(`refused ${text}: ${parsed.reason}`);
        expect(parsed.value).toBe(toUnits(text, scale));
        expect(formatUnits(parsed.value, scale)).toBe(parsed.text);
        expect(formatNumber(text, { decimals: scale, grouping: false })).toBe(parsed.text);
      }),
      RUNS,
    );
  });

  test('behavior: the floored balance never exceeds the value and is within 0.001 of it', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const shown = parseAmount(formatBalance(text), 3);
        if (!shown.ok) throw new Error(`formatBalance(${text}) did not read back: ${shown.reason}`);
        const exact = toUnits(text, 30);
        const shownAt30 = shown.value * 10n ** 27n;
        expect(shownAt30 <= exact).toBe(true);
        expect(exact - shownAt30 < 10n ** 27n).toBe(true);
      }),
      RUNS,
    );
  });

  test('behavior: removing the group separators gives the ungrouped figure', () => {
    fc.assert(
      fc.property(decimalText, locale, (text, loc) => {
        const { group } = getNumberSymbols(loc);
        const grouped = formatNumber(text, { locale: loc });
        expect(grouped.split(group).join('')).toBe(formatNumber(text, { locale: loc, grouping: false }));
      }),
      RUNS,
    );
  });

  test('behavior: a compact figure times its unit never exceeds the value and loses under a tenth of the unit', () => {
    const unitOf: Record<string, bigint> = { K: 10n ** 3n, M: 10n ** 6n, B: 10n ** 9n, T: 10n ** 12n };
    fc.assert(
      fc.property(fc.bigInt({ min: 10_000n, max: 10n ** 20n }), (value) => {
        const shown = formatCompact(value.toString());
        const match = /^([0-9,.]+)([KMBT])$/.exec(shown);
        if (match === null) throw new Error(`unexpected compact form ${shown}`);
        const unit = unitOf[match[2] ?? ''] ?? 1n;
        const mantissa = parseAmount(match[1] ?? '', 1);
        if (!mantissa.ok) throw new Error(`mantissa of ${shown} did not parse`);
        const floor = (mantissa.value * unit) / 10n;
        expect(floor <= value).toBe(true);
        expect(value - floor < unit / 10n).toBe(true);
      }),
      RUNS,
    );
  });

  test('error: any text at all gives a result, never a throw, and a refusal is a known reason', () => {
    const reasons = new Set<ParseAmountReason>([
      'empty',
      'negative',
      'notANumber',
      'exponent',
      'multipleDecimalMarks',
      'misplacedGroupSeparator',
      'tooManyDecimals',
      'tooLarge',
    ]);
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.stringMatching(/^[-+ .,e0-9\u202f\u00a0]{0,20}$/),
    );
    fc.assert(
      fc.property(text, decimals, locale, (input, scale, loc) => {
        const parsed = parseAmount(input, scale, { locale: loc });
        if (parsed.ok) expect(parsed.value >= 0n).toBe(true);
        else expect(reasons.has(parsed.reason)).toBe(true);
      }),
      { ...RUNS, numRuns: 1000 },
    );
  });
});
