/** The plain shape in which errors enter the store, RTK Query and posted messages. */
export interface SerializedError {
  name: string;
  message: string;
  code?: number | string;
  /** Structured fields of the error (e.g. `{ secondsLeft: 12 }`), so callers never parse the message. */
  data?: ErrorData;
}

/** Structured, serialisable fields an error carries besides its message. */
export type ErrorData = Readonly<Record<string, string | number | boolean>>;

/** Base of every Portico error: a stable `name`, an optional `code`, and a plain JSON form. */
export class PorticoError extends Error {
  readonly code?: number | string;
  readonly data?: ErrorData;

  constructor(message: string, options?: { code?: number | string; cause?: unknown; data?: ErrorData }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    if (options?.code !== undefined) this.code = options.code;
    if (options?.data !== undefined) this.data = options.data;
  }

  /** The serialisable form `{ name, message, code?, data? }`. */
  toJSON(): SerializedError {
    const json: SerializedError = { name: this.name, message: this.message };
    if (this.code !== undefined) json.code = this.code;
    if (this.data !== undefined) json.data = { ...this.data };
    return json;
  }
}

type Template<A extends unknown[]> = string | ((...args: A) => string);

/** A catalogue error class: `new X(...args)` builds the SPEC message from its template. */
export interface PorticoErrorClass<A extends unknown[]> {
  new (...args: A): PorticoError;
  readonly errorName: string;
  /** The message this class produces for `args` (handy in tests and UI copy). */
  message(...args: A): string;
}

/**
 * Declares one error class per catalogue entry. The class name is fixed explicitly (not taken from
 * the constructor) so that minified builds keep stable names.
 */
export function defineError<A extends unknown[] = []>(
  name: string,
  template: Template<A>,
  code?: number | string,
  /** The structured fields of an instance, from the same arguments as its message. */
  fields?: (...args: A) => ErrorData,
): PorticoErrorClass<A> {
  const render = (...args: A): string => (typeof template === 'string' ? template : template(...args));
  const ErrorClass = class extends PorticoError {
    static readonly errorName = name;
    static message(...args: A): string {
      return render(...args);
    }
    constructor(...args: A) {
      super(render(...args), {
        ...(code === undefined ? {} : { code }),
        ...(fields ? { data: fields(...args) } : {}),
      });
      this.name = name;
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
