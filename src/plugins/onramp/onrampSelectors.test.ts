import { RESTRICTED_TIME_ZONES } from '../../core/constants/onramp';
import { selectOnrampRestrictedRegion } from './onrampSelectors';

// The restricted regions of SPEC §9 are read from the time zone the runtime reports.

function inTimeZone(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('selectOnrampRestrictedRegion', () => {
  test('behavior: each restricted time zone is the restricted region', () => {
    for (const zone of RESTRICTED_TIME_ZONES) {
      inTimeZone(zone);
      expect(selectOnrampRestrictedRegion()).toBe(zone);
      jest.restoreAllMocks();
    }
  });

  test('default: elsewhere (Europe/Paris, Asia/Taipei, America/New_York) buying is offered', () => {
    for (const zone of ['Europe/Paris', 'Asia/Taipei', 'America/New_York']) {
      inTimeZone(zone);
      expect(selectOnrampRestrictedRegion()).toBeUndefined();
      jest.restoreAllMocks();
    }
  });
});
