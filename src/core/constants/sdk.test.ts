import {
  DEFAULT_CHAIN,
  DEFAULT_LOG_LEVEL,
  DEFAULT_SDK_VERSION,
  DEFAULT_SECURE_SITE_ORIGIN,
  FALLBACK_SECURE_SITE_ORIGIN,
  LOG_LEVELS,
  resolveSecureSiteOrigin,
  SDK_VERSION,
  STORAGE_PREFIX,
} from './sdk';

describe('sdk constants', () => {
  test('default', () => {
    expect(DEFAULT_SDK_VERSION).toBe(4);
    expect(SDK_VERSION).toBe('portico-4.0.0');
    expect(DEFAULT_LOG_LEVEL).toBe('error');
    expect(LOG_LEVELS).toContain(DEFAULT_LOG_LEVEL);
    expect(DEFAULT_CHAIN).toBe('eip155:1');
    expect(STORAGE_PREFIX).toBe('@appkit/');
  });

  test('behavior: the secure-site origin defaults to the fallback when the variable is unset', () => {
    expect(FALLBACK_SECURE_SITE_ORIGIN).toBe('https://secure.portico.local');
    expect(resolveSecureSiteOrigin({})).toBe(FALLBACK_SECURE_SITE_ORIGIN);
    expect(resolveSecureSiteOrigin(undefined)).toBe(FALLBACK_SECURE_SITE_ORIGIN);
    const fromEnv = process.env.PORTICO_SECURE_SITE_ORIGIN;
    expect(DEFAULT_SECURE_SITE_ORIGIN).toBe(
      fromEnv ? resolveSecureSiteOrigin(process.env) : FALLBACK_SECURE_SITE_ORIGIN,
    );
  });

  test('behavior: PORTICO_SECURE_SITE_ORIGIN overrides it, reduced to its origin', () => {
    expect(resolveSecureSiteOrigin({ PORTICO_SECURE_SITE_ORIGIN: 'http://127.0.0.1:5179' })).toBe(
      'http://127.0.0.1:5179',
    );
    expect(
      resolveSecureSiteOrigin({ PORTICO_SECURE_SITE_ORIGIN: ' https://Frame.Example.com/path?q=1 ' }),
    ).toBe('https://frame.example.com');
  });

  test('behavior: the module reads process.env at load and survives a missing process', () => {
    const saved = process.env.PORTICO_SECURE_SITE_ORIGIN;
    process.env.PORTICO_SECURE_SITE_ORIGIN = 'https://frame.example.org';
    try {
      jest.isolateModules(() => {
        expect(require('./sdk').DEFAULT_SECURE_SITE_ORIGIN).toBe('https://frame.example.org');
      });
      const realProcess = globalThis.process;
      Object.defineProperty(globalThis, 'process', { value: undefined, configurable: true, writable: true });
      try {
        jest.isolateModules(() => {
          expect(require('./sdk').DEFAULT_SECURE_SITE_ORIGIN).toBe('https://secure.portico.local');
        });
        // A bundler shim whose getter throws must not break loading either.
        Object.defineProperty(globalThis, 'process', {
          get: () => {
            throw new Error('process is not defined');
          },
          configurable: true,
        });
        jest.isolateModules(() => {
          expect(require('./sdk').DEFAULT_SECURE_SITE_ORIGIN).toBe('https://secure.portico.local');
        });
      } finally {
        Object.defineProperty(globalThis, 'process', {
          value: realProcess,
          configurable: true,
          writable: true,
        });
      }
    } finally {
      if (saved === undefined) delete process.env.PORTICO_SECURE_SITE_ORIGIN;
      else process.env.PORTICO_SECURE_SITE_ORIGIN = saved;
    }
  });

  test('error: invalid or non-http values fall back instead of pointing the frame elsewhere', () => {
    for (const value of ['not a url', 'javascript:alert(1)', 'ftp://frame.example.com', '', '   ']) {
      expect(resolveSecureSiteOrigin({ PORTICO_SECURE_SITE_ORIGIN: value })).toBe(
        FALLBACK_SECURE_SITE_ORIGIN,
      );
    }
  });
});
