import { REDACTED, sanitizeForDevTools } from './sanitizeForDevTools';

describe('sanitizeForDevTools', () => {
  test('default: leaves ordinary data alone', () => {
    const action = { type: 'modal/pushed', payload: { view: 'Account' } };
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
});
