import { DEFAULT_FEATURES } from '../../core/constants/features';
import { SDK_TYPE, SDK_VERSION } from '../../core/constants/sdk';
import type { AnalyticsConsent } from './analyticsEvent';
import type { Analytics, CreateAnalyticsParameters } from './createAnalytics';
import { createAnalyticsFront } from './createAnalyticsFront';

// The front is what createAppKit holds at start-up; the queue's own behaviour is tested through kits
// (createAnalytics*.test.ts). Here: when the sending code is fetched, with a stub loader standing in
// for the chunk request a bundler makes of `import('./createAnalytics')`.

const state = () => ({
  options: { features: DEFAULT_FEATURES, projectId: 'proj-1', sdkType: SDK_TYPE, sdkVersion: SDK_VERSION },
});

function stubLoader(outcomes: Array<'ok' | 'fail'> = []) {
  const made: Array<{ parameters: CreateAnalyticsParameters; queue: Analytics }> = [];
  const load = jest.fn(async () => {
    if (outcomes.shift() === 'fail') throw new TypeError('Failed to fetch dynamically imported module');
    return {
      createAnalytics(parameters: CreateAnalyticsParameters): Analytics {
        const queue: Analytics = {
          track: jest.fn(),
          setConsent: jest.fn(),
          getConsent: () => parameters.consent,
          flush: jest.fn(),
          dispose: jest.fn(),
        };
        made.push({ parameters, queue });
        return queue;
      },
    };
  });
  return { load, made };
}

const front = (
  load: ReturnType<typeof stubLoader>['load'],
  apiUrl?: string,
  consent: AnalyticsConsent = 'granted',
) => createAnalyticsFront({ apiUrl, consent, getState: () => state(), dispatch: () => undefined, load });

describe('analytics front (stub chunk loader)', () => {
  test('default: the first sendable event loads the sending code once and hands over what was tracked', async () => {
    const { load, made } = stubLoader();
    const analytics = front(load, 'https://api.test');
    analytics.track('MODAL_OPEN');
    analytics.track('MODAL_CLOSE');
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(made).toHaveLength(1);
    expect(made[0]?.parameters.initialEvents?.map((event) => event.props.event)).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ]);
    analytics.track('SELECT_WALLET');
    expect(made[0]?.queue.track).toHaveBeenCalledWith('SELECT_WALLET', undefined);
  });

  test('behavior: a kit that can never send (no apiUrl, consent denied, MODAL_CREATED) never loads it', () => {
    const { load } = stubLoader();
    front(load).track('MODAL_OPEN');
    front(load, 'https://api.test', 'denied').track('MODAL_OPEN');
    front(load, 'https://api.test').track('MODAL_CREATED');
    expect(load).not.toHaveBeenCalled();
  });

  test('error: a chunk that fails to load is silent, and the next event loads it again', async () => {
    const { load, made } = stubLoader(['fail']);
    const analytics = front(load, 'https://api.test');
    analytics.track('MODAL_OPEN');
    await Promise.resolve();
    await Promise.resolve();
    expect(made).toHaveLength(0);
    analytics.track('MODAL_CLOSE');
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    expect(made[0]?.parameters.initialEvents?.map((event) => event.props.event)).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ]);
  });
});
