import { InvalidNameError, isValidName, normalizeName } from '../../src/core/ensName';
import { loadVector } from '../vectors';

// ens_normalize_subset.json, applied as its how_to_use says: expect "error" -> normalize throws;
// otherwise normalize returns expect_norm exactly. Names are shown by code point, as many are invisible.

interface EnsCase {
  name: string;
  name_codepoints: string;
  expect?: 'error';
  expect_norm?: string;
  comment?: string;
}
interface EnsVectors {
  cases: EnsCase[];
  counts: { total: number; error: number; normalised: number };
}

const vectors = loadVector<EnsVectors>('ens_normalize_subset.json');
const named = (cases: EnsCase[]) =>
  cases.map(
    (c, index) => [`#${index} [${c.name_codepoints}]${c.comment ? ` ${c.comment}` : ''}`, c] as const,
  );
const errors = vectors.cases.filter((c) => c.expect === 'error');
const normalised = vectors.cases.filter((c) => c.expect !== 'error');

test('default', () => {
  expect(vectors.cases).toHaveLength(vectors.counts.total);
  expect(errors).toHaveLength(vectors.counts.error);
  expect(normalised).toHaveLength(vectors.counts.normalised);
});

test.each(named(normalised))('behavior: normalises %s', (_, c) => {
  // Upstream rule: a missing expect_norm means the name is already normalised.
  expect(normalizeName(c.name)).toBe(c.expect_norm ?? c.name);
  expect(isValidName(c.name)).toBe(c.name.length > 0);
});

test.each(named(errors))('error: rejects %s', (_, c) => {
  expect(() => normalizeName(c.name)).toThrow(InvalidNameError);
  expect(() => normalizeName(c.name)).toThrow(/^Invalid ENS name: .+/);
  expect(isValidName(c.name)).toBe(false);
});
