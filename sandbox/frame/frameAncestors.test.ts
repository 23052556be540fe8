import { frameAncestorsPolicy, refusedEmbedder, toFrameAncestorSource } from './frameAncestors';

// Issue 12 item 1: the frame page's Content-Security-Policy is built from the project's allow-list.

describe('frameAncestorsPolicy', () => {
  test('default: the allowed origins, and nothing else, may embed the frame', () => {
    expect(frameAncestorsPolicy(['http://127.0.0.1:5173', 'https://*.example.com'])).toBe(
      'frame-ancestors http://127.0.0.1:5173 https://*.example.com',
    );
  });

  test("error: an empty list (or only unusable patterns) admits no ancestor: 'none'", () => {
    expect(frameAncestorsPolicy([])).toBe("frame-ancestors 'none'");
    expect(frameAncestorsPolicy(['not an origin', 'https://*'])).toBe("frame-ancestors 'none'");
  });

  test('behavior: patterns CSP cannot spell widen to the nearest CSP source (the page check stays exact)', () => {
    expect(toFrameAncestorSource('https://pr-*.preview.example.com')).toBe('https://*.preview.example.com');
    expect(toFrameAncestorSource('http://127.0.0.1:*')).toBe('http://127.0.0.1:*');
    expect(toFrameAncestorSource('http://127.0.0.1:51*')).toBe('http://127.0.0.1:*');
    expect(toFrameAncestorSource('https://app.test/path')).toBeUndefined();
  });
});

describe('refusedEmbedder', () => {
  const allowed = ['http://127.0.0.1:5173'];
  test('behavior: a Referer from another port is named as refused; the allowed one and none are not', () => {
    expect(refusedEmbedder('http://127.0.0.1:4444/attack.html', allowed)).toBe('http://127.0.0.1:4444');
    expect(refusedEmbedder('http://127.0.0.1:5173/', allowed)).toBeUndefined();
    expect(refusedEmbedder(undefined, allowed)).toBeUndefined();
    expect(refusedEmbedder('::not a url', allowed)).toBeUndefined();
  });
});
