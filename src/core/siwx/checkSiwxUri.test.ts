import { checkSiwxUri } from './checkSiwxUri';

const DOMAIN = 'app.example.com';
const reasonOf = (uri: string, extra: { scheme?: string; domain?: string; origin?: string } = {}) => {
  try {
    const { origin, ...fields } = extra;
    checkSiwxUri({ domain: DOMAIN, uri, ...fields }, origin === undefined ? {} : { origin });
    return 'ok';
  } catch (error) {
    return (error as { data?: { reason?: string } }).data?.reason ?? String(error);
  }
};

test('default: an http(s) URI on the message domain is bound; a message without one has nothing to bind', () => {
  expect(reasonOf('https://app.example.com/login?next=%2F#top')).toBe('ok');
  expect(reasonOf('HTTPS://APP.example.com:443/')).toBe('ok');
  expect(reasonOf('http://app.example:3000/', { domain: 'app.example:3000' })).toBe('ok');
  expect(reasonOf('https://alice@app.example.com/', { domain: 'alice@app.example.com' })).toBe('ok');
  expect(() => checkSiwxUri({ domain: DOMAIN })).not.toThrow();
});

test('error: a scheme other than http(s) is uriNotHttp, with only the scheme in the data', () => {
  for (const uri of [
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    'wss://app.example.com/',
  ]) {
    expect(reasonOf(uri)).toBe('uriNotHttp');
  }
  expect(() => checkSiwxUri({ domain: DOMAIN, uri: 'javascript:alert(document.cookie)' })).toThrow(
    expect.objectContaining({
      name: 'SiwxVerificationError',
      data: { reason: 'uriNotHttp', actual: 'javascript' },
    }),
  );
});

test('error: a URI whose authority is not the domain is uriMismatch (host, port, userinfo, scheme line)', () => {
  expect(reasonOf('https://evil.example/')).toBe('uriMismatch');
  expect(reasonOf('https://app.example.com.evil.example/')).toBe('uriMismatch');
  expect(reasonOf('https://app.example.com:8443/')).toBe('uriMismatch');
  expect(reasonOf('https://app.example.com@evil.example/')).toBe('uriMismatch');
  expect(reasonOf('http:///nohost')).toBe('uriMismatch');
  expect(reasonOf('http://app.example.com/', { scheme: 'https' })).toBe('uriMismatch');
});

test('behavior: with a page origin the URI must be on it; a page that is not http(s) adds no check', () => {
  expect(reasonOf('https://app.example.com/x', { origin: 'https://app.example.com' })).toBe('ok');
  expect(reasonOf('http://app.example.com/', { origin: 'https://app.example.com' })).toBe('uriMismatch');
  expect(reasonOf('https://app.example.com/', { origin: 'null' })).toBe('ok');
});
