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

/** What builds a `PorticoError`: named, so a call site reads without counting arguments. */
export interface PorticoErrorOptions {
  /** The whole message, verbatim: SPEC §8 texts are not decorated with docs links or versions. */
  message: string;
  /** The stable class name (`error.name`); set explicitly so minified builds keep it. */
  name?: string;
  /** A machine code (EIP-1193 `4001`, an HTTP status, `ORIGIN_NOT_ALLOWED`...). */
  code?: number | string;
  /** Structured facts, kept as `error.data` and serialised with the error. */
  fields?: ErrorData;
  /** Where docs/ explains this error, e.g. `core.md#errors`. Never part of the message. */
  docsPath?: string;
  /** The error this one wraps; `walk` follows it. */
  cause?: unknown;
}

// Deep enough for any real wrapper chain (viem wraps three or four times); the bound and the seen-set
// make a cyclic `cause` harmless.
const MAX_DEPTH = 16;

/** The errors `error` wraps through `cause`, outermost first (the error itself included), cycle-safe. */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && !chain.includes(current) && chain.length < MAX_DEPTH) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

/**
 * Walks `error` and its causes: without a predicate, the deepest cause; with one, the first layer
 * (outermost first) it accepts, or `null`. Works on anything thrown, Portico's or not.
 */
export function walkError(error: unknown): unknown;
export function walkError<T>(error: unknown, predicate: (error: unknown) => error is T): T | null;
export function walkError(error: unknown, predicate: (error: unknown) => boolean): unknown;
export function walkError(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  const chain = causeChain(error);
  if (!predicate) return chain[chain.length - 1];
  return chain.find((layer) => predicate(layer)) ?? null;
}

/**
 * Base of every Portico error (modelled on viem's `BaseError`): a stable `name`, an optional `code`,
 * structured `data`, an optional `docsPath` and `cause`, `walk` through the causes, and a plain JSON
 * form for the store.
 */
export class PorticoError extends Error {
  override name = 'PorticoError';
  readonly code?: number | string;
  readonly data?: ErrorData;
  readonly docsPath?: string;

  constructor(options: PorticoErrorOptions) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    if (options.name) this.name = options.name;
    if (options.code !== undefined) this.code = options.code;
    if (options.fields !== undefined) this.data = options.fields;
    if (options.docsPath !== undefined) this.docsPath = options.docsPath;
  }

  /** The deepest cause (this error when it wraps none). */
  walk(): unknown;
  /** The first of this error and its causes, outermost first, that `predicate` accepts, or `null`. */
  walk<T>(predicate: (error: unknown) => error is T): T | null;
  walk(predicate: (error: unknown) => boolean): unknown;
  walk(predicate?: (error: unknown) => boolean): unknown {
    return predicate ? walkError(this, predicate) : walkError(this);
  }

  /** The serialisable form `{ name, message, code?, data? }`. */
  toJSON(): SerializedError {
    const json: SerializedError = { name: this.name, message: this.message };
    if (this.code !== undefined) json.code = this.code;
    if (this.data !== undefined) json.data = { ...this.data };
    return json;
  }
}
