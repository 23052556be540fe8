import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** An answer of the request listener, read back in-process. */
export interface HandlerAnswer {
  status: number;
  headers: Record<string, string | number>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read fields of many shapes
  json: any;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Calls the API's node:http request listener in-process, without a socket: thousands of fuzzed
 * requests per route in a few seconds, and fake timers reach the handler's deadline. The request is
 * a real readable stream; the response records what the listener writes.
 */
export function callHandler(
  listener: Listener,
  request: { method: string; url: string; body?: string },
): Promise<HandlerAnswer> {
  const body = request.body === undefined ? [] : [Buffer.from(request.body, 'utf8')];
  const incoming = Object.assign(Readable.from(body), {
    method: request.method,
    url: request.url,
    headers: {
      ...(request.body === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': String(body[0]?.length ?? 0) }),
    },
  }) as unknown as IncomingMessage;
  return new Promise((resolve) => {
    const answer: HandlerAnswer = { status: 0, headers: {}, text: '', json: undefined };
    const response = {
      headersSent: false,
      writeHead(status: number, headers: Record<string, string | number> = {}) {
        answer.status = status;
        answer.headers = headers;
        response.headersSent = true;
        return response;
      },
      end(chunk?: string | Buffer) {
        answer.text = chunk === undefined ? '' : chunk.toString();
        try {
          answer.json = JSON.parse(answer.text);
        } catch {
          answer.json = undefined;
        }
        resolve(answer);
        return response;
      },
    };
    listener(incoming, response as unknown as ServerResponse);
  });
}
