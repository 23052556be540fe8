import { matchOrigin } from './matchOrigin';

describe('matchOrigin', () => {
  test('default: an exact origin matches itself only', () => {
    expect(matchOrigin('https://app.example.com', ['https://app.example.com'])).toBe(true);
    expect(matchOrigin('https://app.example.com:8443', ['https://app.example.com'])).toBe(false);
    expect(matchOrigin('http://app.example.com', ['https://app.example.com'])).toBe(false);
  });

  test('behavior: a port wildcard admits any port on that host', () => {
    const patterns = ['http://127.0.0.1:*', 'http://localhost:*'];
    expect(matchOrigin('http://127.0.0.1:5173', patterns)).toBe(true);
    expect(matchOrigin('http://localhost:1', patterns)).toBe(true);
    expect(matchOrigin('http://127.0.0.1', patterns)).toBe(false);
    expect(matchOrigin('https://127.0.0.1:5173', patterns)).toBe(false);
    expect(matchOrigin('http://127.0.0.2:5173', patterns)).toBe(false);
  });

  test('behavior: a label wildcard admits one label, never another domain', () => {
    const patterns = ['https://*.example.com'];
    expect(matchOrigin('https://shop.example.com', patterns)).toBe(true);
    expect(matchOrigin('https://example.com', patterns)).toBe(false);
    expect(matchOrigin('https://a.b.example.com', patterns)).toBe(false);
    expect(matchOrigin('https://evil.com:1.example.com', patterns)).toBe(false);
    expect(matchOrigin('https://shop.example.com.evil.com', patterns)).toBe(false);
  });

  test('error: malformed origins and patterns never match', () => {
    expect(matchOrigin('null', ['*'])).toBe(false);
    expect(matchOrigin('https://a.example.com/path', ['https://*.example.com'])).toBe(false);
    expect(matchOrigin('https://a.example.com', ['not a pattern', ''])).toBe(false);
    expect(matchOrigin('https://a.example.com', [])).toBe(false);
  });
});
