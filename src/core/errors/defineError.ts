import { type ErrorData, PorticoError, type SerializedError } from './PorticoError';

export type { ErrorData, PorticoErrorOptions, SerializedError } from './PorticoError';
export { causeChain, PorticoError, walkError } from './PorticoError';

/** The one extra, last constructor argument of a defined class: the error it wraps. */
export interface CauseOption {
  cause: unknown;
}

/** One error of a room's catalogue, declared by name rather than by argument position. */
export interface ErrorDefinition<A extends unknown[]> {
  /** The stable class name (`error.name`). Never rename one: tests, the store and the UI match on it. */
  name: string;
  /**
   * The message, or how the constructor's arguments make it (SPEC §8 texts verbatim). The constructor
   * takes the arguments of this function: `code` and `fields` receive the same ones.
   */
  message: string | ((...args: A) => string);
  /** The machine code of every instance, or how the constructor's arguments give it. */
  code?: number | string | ((...args: A) => number | string);
  /** The structured fields of an instance, from the same arguments as its message. */
  fields?: (...args: A) => ErrorData;
  /** Where docs/ explains the error. */
  docsPath?: string;
}

/** A catalogue error class: `new X(...args)` or `new X(...args, { cause })`. */
export interface PorticoErrorClass<A extends unknown[]> {
  new (...args: [...A] | [...A, CauseOption]): PorticoError;
  readonly errorName: string;
  /** The message this class produces for `args` (handy in tests and UI copy). */
  message(...args: A): string;
}

// Only a plain object whose one key is `cause` is taken for the options: no message argument of any
// catalogue entry has that shape, so an argument is never mistaken for it.
function isCauseOption(value: unknown): value is CauseOption {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'cause';
}

/**
 * Declares one error class per catalogue entry. The class name is fixed explicitly (not taken from
 * the constructor) so that minified builds keep stable names.
 */
export function defineError<A extends unknown[] = []>(definition: ErrorDefinition<A>): PorticoErrorClass<A> {
  const { name, message, code, fields, docsPath } = definition;
  const render = (...args: A): string => (typeof message === 'string' ? message : message(...args));
  const ErrorClass = class extends PorticoError {
    static readonly errorName = name;
    static message(...args: A): string {
      return render(...args);
    }
    constructor(...given: [...A] | [...A, CauseOption]) {
      const last = given[given.length - 1];
      const cause = isCauseOption(last) ? last.cause : undefined;
      const args = (isCauseOption(last) ? given.slice(0, -1) : given) as A;
      super({
        name,
        message: render(...args),
        ...(code === undefined ? {} : { code: typeof code === 'function' ? code(...args) : code }),
        ...(fields ? { fields: fields(...args) } : {}),
        ...(docsPath === undefined ? {} : { docsPath }),
        ...(cause === undefined ? {} : { cause }),
      });
    }
  };
  Object.defineProperty(ErrorClass, 'name', { value: name });
  return ErrorClass;
}

/**
 * Turns anything thrown into `{ name, message, code? }` without leaking stacks or secrets. Unknown
 * values become `Something went wrong` so nothing raw ever reaches the screen.
 */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof PorticoError) return error.toJSON();
  if (typeof error === 'object' && error !== null) {
    const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
    const out: SerializedError = {
      name: typeof name === 'string' && name ? name : 'Error',
      message: typeof message === 'string' && message ? message : 'Something went wrong',
    };
    if (typeof code === 'number' || typeof code === 'string') out.code = code;
    const { data } = error as { data?: unknown };
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const fields = Object.entries(data).filter(([, v]) =>
        ['string', 'number', 'boolean'].includes(typeof v),
      );
      if (fields.length > 0) out.data = Object.fromEntries(fields);
    }
    return out;
  }
  if (typeof error === 'string' && error) return { name: 'Error', message: error };
  return { name: 'Error', message: 'Something went wrong' };
}
