import type { IncomingMessage } from 'node:http';
import { ApiError, badRequest } from './ApiError';

/** Reads and parses a JSON request body of at most `limitBytes`; 413 above it, 400 when malformed. */
export function readJsonBody(request: IncomingMessage, limitBytes: number): Promise<unknown> {
  const tooLarge = () =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${limitBytes} bytes`, {
      connection: 'close',
    });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // After an overflow the rest is still read and dropped: destroying the socket instead would cut
    // the client off before it can read the 413.
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limitBytes) {
        settled = true;
        chunks.length = 0;
        reject(tooLarge());
      } else {
        chunks.push(chunk);
      }
    });
    request.on('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    request.on('end', () => {
      if (settled) return;
      settled = true;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return reject(badRequest('A JSON request body is required'));
      try {
        resolve(JSON.parse(text));
      } catch (error) {
        reject(badRequest(`Malformed JSON body: ${error instanceof Error ? error.message : String(error)}`));
      }
    });
  });
}
