import { z } from 'zod';
import {
  FRAME_APP_EVENT_PREFIX,
  FRAME_APP_EVENTS,
  FRAME_EVENT_PREFIX,
  type FrameAppEventName,
} from '../../core/constants/frame';
import {
  APP_ABORT_REQUEST_TYPE,
  type AppEvent,
  abortRequestPayloadSchema,
  appEventPayloadSchemas,
  envelopeSchema,
  FRAME_READY_TYPE,
  FRAME_REFUSED_TYPE,
  FRAME_RESIZE_TYPE,
  FRAME_SESSION_ENDED_TYPE,
  type FrameEvent,
  frameErrorPayloadSchema,
  frameReadyPayloadSchema,
  frameRefusedPayloadSchema,
  frameResizePayloadSchema,
  frameSessionEndedPayloadSchema,
  frameSuccessPayloadSchemas,
} from './events';

// Parsing never throws: every result is `{ ok: true, event }` or `{ ok: false, type?, issues }`.
// An issue carries its path, zod code and message (SPEC §8 wording), never the offending value.

/** One schema problem: where, which zod check, and the message. No input value is ever included. */
export interface ProtocolIssue {
  path: string;
  code: string;
  message: string;
}

/** The result of checking one message. `type` is set only when it is a known wire type. */
export type ParseResult<E> = { ok: true; event: E } | { ok: false; type?: string; issues: ProtocolIssue[] };

function describeReceived(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

// SPEC §8 schema defaults: a missing value is 'Required', a wrong type 'Expected X, received Y'.
// Zod 4 words these differently, so the parse call maps them (per call: no global zod config).
const issueMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return undefined;
  if (issue.input === undefined) return 'Required';
  if (issue.code === 'invalid_union') return undefined;
  return `Expected ${issue.expected}, received ${describeReceived(issue.input)}`;
};

function toIssues(error: z.ZodError): ProtocolIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

function safeParse<S extends z.ZodType>(schema: S, input: unknown): ReturnType<S['safeParse']> {
  try {
    return schema.safeParse(input, { error: issueMessages, reportInput: false }) as ReturnType<
      S['safeParse']
    >;
  } catch {
    // A check that throws on hostile input (e.g. a pattern exhausting the regex engine) is a rejection,
    // never an exception escaping the message handler.
    const error = new z.ZodError([
      { code: 'custom', message: 'Invalid message', path: [], input: undefined },
    ]);
    return { success: false, error } as ReturnType<S['safeParse']>;
  }
}

const APP_EVENTS: ReadonlySet<string> = new Set(FRAME_APP_EVENTS);

function eventName(type: string, prefix: string, suffix = ''): FrameAppEventName | undefined {
  if (!type.startsWith(prefix) || !type.endsWith(suffix)) return undefined;
  const name = type.slice(prefix.length, type.length - suffix.length);
  return APP_EVENTS.has(name) ? (name as FrameAppEventName) : undefined;
}

function payloadIssues(error: z.ZodError): ProtocolIssue[] {
  return toIssues(error).map((issue) => ({
    ...issue,
    path: issue.path ? `payload.${issue.path}` : 'payload',
  }));
}

/** Checks a message to the frame: envelope, known app event type (or ABORT_REQUEST), and its payload. */
export function parseAppEvent(message: unknown): ParseResult<AppEvent> {
  const envelope = safeParse(envelopeSchema, message);
  if (!envelope.success) return { ok: false, issues: toIssues(envelope.error) };
  const { type, id, payload } = envelope.data;
  if (type === APP_ABORT_REQUEST_TYPE) {
    const parsed = safeParse(abortRequestPayloadSchema, payload);
    if (!parsed.success) return { ok: false, type, issues: payloadIssues(parsed.error) };
    return { ok: true, event: { name: 'ABORT_REQUEST', type, id, payload: parsed.data } };
  }
  const name = eventName(type, FRAME_APP_EVENT_PREFIX);
  if (name === undefined) {
    return { ok: false, issues: [{ path: 'type', code: 'unknown_type', message: 'Unknown event type' }] };
  }
  const parsed = safeParse(appEventPayloadSchemas[name], payload);
  if (!parsed.success) return { ok: false, type, issues: payloadIssues(parsed.error) };
  return { ok: true, event: { name, type, id, payload: parsed.data } as AppEvent };
}

/** Checks a message from the frame: envelope, ready / refused / session-ended / resize / success / error, and payload. */
export function parseFrameEvent(message: unknown): ParseResult<FrameEvent> {
  const envelope = safeParse(envelopeSchema, message);
  if (!envelope.success) return { ok: false, issues: toIssues(envelope.error) };
  const { type, id, payload } = envelope.data;

  if (type === FRAME_READY_TYPE) {
    const parsed = safeParse(frameReadyPayloadSchema, payload);
    if (!parsed.success) return { ok: false, type, issues: payloadIssues(parsed.error) };
    return { ok: true, event: { kind: 'ready', type, id } };
  }
  if (type === FRAME_REFUSED_TYPE) {
    const parsed = safeParse(frameRefusedPayloadSchema, payload);
    if (!parsed.success) return { ok: false, type, issues: payloadIssues(parsed.error) };
    return { ok: true, event: { kind: 'refused', type, id, payload: parsed.data } };
  }
  if (type === FRAME_SESSION_ENDED_TYPE) {
    const parsed = safeParse(frameSessionEndedPayloadSchema, payload);
    if (!parsed.success) return { ok: false, type, issues: payloadIssues(parsed.error) };
    return { ok: true, event: { kind: 'session-ended', type, id, payload: parsed.data } };
  }
  if (type === FRAME_RESIZE_TYPE) {
    const parsed = safeParse(frameResizePayloadSchema, payload);
    if (!parsed.success) return { ok: false, type, issues: payloadIssues(parsed.error) };
    return { ok: true, event: { kind: 'resize', type, id, payload: parsed.data } };
  }
  const errorName = eventName(type, FRAME_EVENT_PREFIX, '_ERROR');
  if (errorName !== undefined) {
    const parsed = safeParse(frameErrorPayloadSchema, payload);
    if (!parsed.success) return { ok: false, type, issues: payloadIssues(parsed.error) };
    return { ok: true, event: { kind: 'error', name: errorName, type, id, payload: parsed.data } };
  }
  const successName = eventName(type, FRAME_EVENT_PREFIX, '_SUCCESS');
  if (successName !== undefined) {
    const parsed = safeParse(frameSuccessPayloadSchemas[successName], payload);
    if (!parsed.success) return { ok: false, type, issues: payloadIssues(parsed.error) };
    return {
      ok: true,
      event: { kind: 'success', name: successName, type, id, payload: parsed.data } as FrameEvent,
    };
  }
  return { ok: false, issues: [{ path: 'type', code: 'unknown_type', message: 'Unknown event type' }] };
}
