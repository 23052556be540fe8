import { createCookieStorage } from './kitStorage';

// Cookie storage's writes, read off a stand-in `document.cookie` (the attributes a browser would get).

const written: string[] = [];
const globals = globalThis as { document?: unknown; location?: unknown };

function pageAt(protocol: 'http:' | 'https:') {
  globals.location = { protocol };
  globals.document = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

afterEach(() => {
  written.length = 0;
  delete globals.document;
  delete globals.location;
});

describe('createCookieStorage', () => {
  test('error: on an https page every kit cookie (the SIWX token among them) is Secure', () => {
    pageAt('https:');
    const storage = createCookieStorage();
    storage.setItem('@appkit/p-x/siwx', '{"token":"t"}');
    storage.removeItem('@appkit/p-x/siwx');
    expect(written).toHaveLength(2);
    for (const cookie of written) expect(cookie).toMatch(/; secure$/);
  });

  test('behavior: on an http page (local development) the cookie is not Secure, so the browser keeps it', () => {
    pageAt('http:');
    createCookieStorage().setItem('@appkit/p-x/siwx', 'v');
    expect(written).toEqual(['%40appkit%2Fp-x%2Fsiwx=v; path=/; max-age=2592000; samesite=lax']);
  });
});
