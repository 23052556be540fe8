import fc from 'fast-check';
import { fuzzParameters } from '../../../test/fuzz/fuzzParameters';
import { hostileString, hostileValue } from '../../../test/fuzz/hostileArbitraries';
import { FRAME_APP_EVENT_PREFIX, FRAME_APP_EVENTS, FRAME_EVENT_PREFIX } from '../../core/constants/frame';
import {
  APP_ABORT_REQUEST_TYPE,
  FRAME_READY_TYPE,
  FRAME_REFUSED_TYPE,
  FRAME_SESSION_ENDED_TYPE,
} from './events';
import { type ParseResult, parseAppEvent, parseFrameEvent } from './parse';
import { FRAME_LIMITS } from './primitives';

// Issue 12 item 7: standing property-based fuzzing of every frame message schema. Generated messages
// (known and unknown types, payloads with the schemas' own keys holding hostile values, hostile
// values in place of the whole payload) either parse to a bounded value or give a failure with
// issues; parsing never throws. Seed and replay: test/fuzz/fuzzParameters.ts.

const RUNS_PER_SCHEMA = 2_000;

// The keys the payload schemas read, so that generated payloads reach the field checks.
const payloadKeys = [
  'chainId',
  'email',
  'otp',
  'uri',
  'provider',
  'token',
  'type',
  'preferredAccountType',
  'method',
  'params',
  'message',
  'address',
  'transaction',
  'transactions',
  'calls',
  'id',
  'version',
  'from',
  'capabilities',
  'themeMode',
  'themeVariables',
  'metadata',
  'sdkVersion',
  'sdkType',
  'projectId',
  'action',
  'userName',
  'url',
  'isConnected',
  'newEmail',
  'code',
  'origin',
  'reason',
  'data',
  'to',
  'value',
  'options',
  'permissions',
  'expiry',
  'signer',
  'smartAccountEnabledNetworks',
  'isDeployed',
];

const payload: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...payloadKeys), hostileString), hostileValue, {
      maxKeys: 5,
    }),
  },
  { weight: 1, arbitrary: hostileValue },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** A message whose type is `types` or, now and then, any hostile value; id and payload generated. */
const message = (types: fc.Arbitrary<unknown>) =>
  fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record(
        { type: types, id: fc.oneof(fc.uuid(), hostileValue), payload },
        { requiredKeys: ['type', 'id'] },
      ),
    },
    { weight: 1, arbitrary: hostileValue },
  );

/** True when no string in `value` is longer than the protocol's largest bound and nesting is modest. */
function isBounded(value: unknown): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!;
    if (typeof item === 'string' && item.length > FRAME_LIMITS.data) return false;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > 32) return false;
    for (const [key, child] of Object.entries(item)) {
      if (key.length > FRAME_LIMITS.data) return false;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return true;
}

/** A parse result is either a success or a failure listing at least one issue. */
function expectWellFormed(result: ParseResult<unknown>): void {
  if (result.ok) return;
  expect(result.issues.length).toBeGreaterThan(0);
  for (const issue of result.issues) expect(typeof issue.message).toBe('string');
}

describe('frame schemas under fuzzing', () => {
  test('behavior: app event ABORT_REQUEST — generated messages parse to a bounded value or fail, never throw', () => {
    const types = fc.oneof(
      { weight: 8, arbitrary: fc.constant(APP_ABORT_REQUEST_TYPE) },
      { weight: 1, arbitrary: hostileString },
    );
    fc.assert(
      fc.property(message(types), (input) => {
        const result = parseAppEvent(input);
        expectWellFormed(result);
        if (result.ok) expect(isBounded(result.event)).toBe(true);
      }),
      fuzzParameters(RUNS_PER_SCHEMA),
    );
  });

  test.each(FRAME_APP_EVENTS.map((name) => [name]))(
    'behavior: app event %s — generated messages parse to a bounded value or fail, never throw',
    (name) => {
      const types = fc.oneof(
        { weight: 8, arbitrary: fc.constant(`${FRAME_APP_EVENT_PREFIX}${name}`) },
        { weight: 1, arbitrary: hostileString },
      );
      let accepted = 0;
      fc.assert(
        fc.property(message(types), (input) => {
          const result = parseAppEvent(input);
          expectWellFormed(result);
          if (result.ok) {
            accepted++;
            expect(isBounded(result.event)).toBe(true);
          }
        }),
        fuzzParameters(RUNS_PER_SCHEMA),
      );
      // The generator reaches the payload checks: events without a payload accept often.
      expect(accepted).toBeLessThan(RUNS_PER_SCHEMA);
    },
  );

  test.each(FRAME_APP_EVENTS.map((name) => [name]))(
    'behavior: frame events for %s (success and error) and ready / refused / session-ended parse or fail, never throw',
    (name) => {
      const types = fc.constantFrom(
        `${FRAME_EVENT_PREFIX}${name}_SUCCESS`,
        `${FRAME_EVENT_PREFIX}${name}_ERROR`,
        FRAME_READY_TYPE,
        FRAME_REFUSED_TYPE,
        FRAME_SESSION_ENDED_TYPE,
      );
      fc.assert(
        fc.property(message(types), (input) => {
          expectWellFormed(parseFrameEvent(input));
        }),
        fuzzParameters(RUNS_PER_SCHEMA),
      );
    },
  );
});
