import { REDACTED, sanitizeForDevTools } from './sanitizeForDevTools';

describe('sanitizeForDevTools', () => {
  test('default: leaves ordinary data alone', () => {
    const action = { type: 'modal/pushed', payload: { view: 'Account', data: { email: 'ada@example.com' } } };
    expect(sanitizeForDevTools(action)).toEqual(action);
  });

  test('behavior: redacts one-time codes, signatures and tokens at any depth without mutating the input', () => {
    const action = {
      type: 'email/otpSubmitted',
      payload: { otp: '123456', nested: [{ signature: '0xdead', ok: 1 }], session: { token: 't' } },
    };
    const clean = sanitizeForDevTools(action);
    expect(clean.payload.otp).toBe(REDACTED);
    expect(clean.payload.nested[0]).toEqual({ signature: REDACTED, ok: 1 });
    expect(clean.payload.session.token).toBe(REDACTED);
    expect(action.payload.otp).toBe('123456');
  });

  test("behavior: a code in a thunk's meta.arg is redacted in each lifecycle action", () => {
    for (const status of ['pending', 'fulfilled', 'rejected']) {
      const action = {
        type: `email/verify/${status}`,
        meta: { arg: { otp: '123456', email: 'ada@example.com' }, requestId: 'r1', requestStatus: status },
      };
      const clean = sanitizeForDevTools(action);
      expect(clean.meta.arg).toEqual({ otp: REDACTED, email: 'ada@example.com' });
      expect(JSON.stringify(clean)).not.toContain('123456');
    }
  });

  test("behavior: a provider's one-time code or token inside a URL is redacted, the rest of the URL kept", () => {
    const clean = sanitizeForDevTools({
      href: 'https://app.example/?code=abc123&state=xyz',
      hash: 'https://app.example/cb#access_token=tok&expires_in=3600',
      plain: 'https://app.example/?barcode=1',
    });
    expect(clean).toEqual({
      href: `https://app.example/?code=${REDACTED}&state=xyz`,
      hash: `https://app.example/cb#access_token=${REDACTED}&expires_in=3600`,
      plain: 'https://app.example/?barcode=1',
    });
  });
});
