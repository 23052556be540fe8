import fc from 'fast-check';

/** JSON nested `depth` levels deep, alternating arrays and objects, around `leaf`. */
export function nested(depth: number, leaf: unknown = 1): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Strings an attacker sends: NUL, lone surrogates, control and format characters, huge, any code unit. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      '\u0000',
      'a\u0000b',
      '%00',
      '\uD800',
      'x\uDC00y',
      '\uDBFF\uDFFF',
      '\u202E\u200B',
      '../../etc/passwd',
      "'; drop table analytics_events; --",
      '<script>alert(1)</script>',
      'constructor',
      '__proto__',
      '0x',
      '0x0000000000000000000000000000000000000000',
      'eip155:31337',
      'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'a@example.com',
      'http://127.0.0.1:1/',
      '-1',
      '1e309',
      'NaN',
      'true',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(70_000), '@'.repeat(5_000), `${'a'.repeat(300)}@b.co`) },
);

/** Any JSON-ish value of a wrong or hostile kind: hostile strings, odd numbers, deep nesting, objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    { weight: 4, arbitrary: hostileString },
    fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308, -0),
    fc.integer(),
    fc.constantFrom(nested(9), nested(40), nested(3000, 'deep')),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;
