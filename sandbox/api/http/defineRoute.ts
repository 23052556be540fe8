import type { z } from 'zod';
import type { ApiContext } from '../ApiContext';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route answers: JSON (the default) or a raw body with its content type. */
export type RouteResponse =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; body: string; contentType: string; headers?: Record<string, string> };

/** The validated parts of a request, typed by the route's schemas. */
export interface RouteRequest<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
  context: ApiContext;
  /** The socket's remote address (what per-client limits count by; see clientAddressKey). */
  clientAddress: string;
}

type Schema = z.ZodType;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route before type erasure: schemas for the parts it reads and a handler that gets them parsed. */
export interface RouteDefinition<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
> {
  method: HttpMethod;
  /** Path with `:name` segments, e.g. `/v1/account/:address/balance`. */
  path: string;
  params?: P;
  query?: Q;
  /** When set the request must carry a JSON body matching it. */
  body?: B;
  handle(request: RouteRequest<Output<P>, Output<Q>, Output<B>>): Promise<RouteResponse>;
}

/** A route as the router keeps it. */
export interface Route {
  method: HttpMethod;
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  handle(request: RouteRequest<unknown, unknown, unknown>): Promise<RouteResponse>;
}

/** Declares a route; the schemas type the handler's request. Validation runs before the handler. */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(definition: RouteDefinition<P, Q, B>): Route {
  return definition as unknown as Route;
}
