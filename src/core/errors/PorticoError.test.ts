import { isUserRejection } from '../rpcErrors';
import { EmailThrottleError, SomethingWentWrongError } from './catalogue';
import { NonErrorThrownError, toError, UserRejectedRequestError } from './coreErrors';
import { defineError, PorticoError, serializeError, walkError } from './defineError';

describe('PorticoError', () => {
  test('behavior: named options give name, message, code, fields (as data) and docsPath', () => {
    const error = new PorticoError({
      name: 'ExampleError',
      message: 'Example failed',
      code: 'EXAMPLE',
      fields: { attempt: 2 },
      docsPath: 'core.md#errors',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ExampleError');
    expect(error.message).toBe('Example failed');
    expect(error.code).toBe('EXAMPLE');
    expect(error.data).toEqual({ attempt: 2 });
    expect(error.docsPath).toBe('core.md#errors');
    expect(error.cause).toBeUndefined();
    // The store keeps plain data: no docsPath, cause or stack in the JSON form.
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'ExampleError',
      message: 'Example failed',
      code: 'EXAMPLE',
      data: { attempt: 2 },
    });
  });

  test('default: without a name the error is a PorticoError', () => {
    expect(new PorticoError({ message: 'm' }).name).toBe('PorticoError');
  });

  test('behavior: walk() is the deepest cause; walk(fn) the first layer, outermost first, that fn accepts', () => {
    const wallet = Object.assign(new Error('MetaMask Tx Signature: User denied'), { code: 4001 });
    const library = new Error('Transaction execution failed', { cause: wallet });
    const error = new PorticoError({ name: 'SendError', message: 'Send failed', cause: library });
    expect(error.cause).toBe(library);
    expect(error.walk()).toBe(wallet);
    expect(error.walk((e) => e instanceof Error && e.message.startsWith('Transaction'))).toBe(library);
    expect(error.walk((e) => (e as { code?: unknown }).code === 4001)).toBe(wallet);
    expect(error.walk((e) => e === 'nothing')).toBeNull();
    expect(new PorticoError({ message: 'alone' }).walk()).toBeInstanceOf(PorticoError);
  });

  test('edge: a cyclic cause chain ends, and walkError works on anything thrown', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(walkError(b)).toBe(a);
    expect(walkError('plain string')).toBe('plain string');
    expect(walkError(undefined, () => true)).toBeNull();
  });

  test('behavior: walk(isUserRejection) finds a rejection wrapped in any layer', () => {
    const rejected = new UserRejectedRequestError({ cause: { code: 4001, message: 'User rejected' } });
    const outer = new SomethingWentWrongError({ cause: rejected });
    expect(outer.walk(isUserRejection)).not.toBeNull();
    expect(outer.walk((e) => e instanceof UserRejectedRequestError)).toBe(rejected);
    expect(new SomethingWentWrongError({ cause: new Error('timeout') }).walk(isUserRejection)).toBeNull();
  });
});

describe('defineError', () => {
  const ThrottledError = defineError({
    name: 'ThrottledError',
    message: (seconds: number) => `Wait ${seconds} s`,
    code: (seconds: number) => (seconds > 60 ? 'LONG' : 'SHORT'),
    fields: (seconds: number) => ({ seconds }),
    docsPath: 'core.md#errors',
  });

  test('behavior: a defined class builds message, code and fields from its arguments', () => {
    const error = new ThrottledError(90);
    expect(error).toBeInstanceOf(ThrottledError);
    expect(error).toBeInstanceOf(PorticoError);
    expect(ThrottledError.name).toBe('ThrottledError');
    expect(ThrottledError.message(5)).toBe('Wait 5 s');
    expect(error.toJSON()).toEqual({
      name: 'ThrottledError',
      message: 'Wait 90 s',
      code: 'LONG',
      data: { seconds: 90 },
    });
    expect(error.docsPath).toBe('core.md#errors');
  });

  test('behavior: a last `{ cause }` argument is the cause, not a message argument', () => {
    const cause = new Error('socket closed');
    const error = new ThrottledError(5, { cause });
    expect(error.message).toBe('Wait 5 s');
    expect(error.data).toEqual({ seconds: 5 });
    expect(error.cause).toBe(cause);
    expect(error.walk()).toBe(cause);
    // The SPEC text of a catalogue class is unchanged by a cause.
    expect(new EmailThrottleError(12, { cause }).message).toBe('Please try again after 12 seconds');
  });

  test('edge: an object argument with more than `cause` is a message argument', () => {
    const Described = defineError({
      name: 'DescribedError',
      message: (detail: { cause: string; more: string }) => `${detail.cause}/${detail.more}`,
    });
    const error = new Described({ cause: 'a', more: 'b' });
    expect(error.message).toBe('a/b');
    expect(error.cause).toBeUndefined();
  });
});

describe('core errors', () => {
  test('behavior: UserRejectedRequestError is the SPEC §8 declined text with EIP-1193 code 4001', () => {
    const wallet = { code: 4001, message: 'User rejected the request.' };
    const error = new UserRejectedRequestError({ cause: wallet });
    expect(serializeError(error)).toEqual({
      name: 'UserRejectedRequestError',
      message: 'Signature declined',
      code: 4001,
    });
    expect(error.cause).toBe(wallet);
    expect(isUserRejection(error)).toBe(true);
  });

  test('behavior: toError keeps an Error and wraps anything else, the thrown value as cause', () => {
    const original = new TypeError('bad');
    expect(toError(original)).toBe(original);
    const wrapped = toError('wallet went away');
    expect(wrapped).toBeInstanceOf(NonErrorThrownError);
    expect(wrapped.message).toBe('wallet went away');
    expect(wrapped.cause).toBe('wallet went away');
    const fromObject = toError({ reason: 'x' });
    expect(fromObject.message).toBe('Something went wrong');
    expect(fromObject.cause).toEqual({ reason: 'x' });
  });
});
