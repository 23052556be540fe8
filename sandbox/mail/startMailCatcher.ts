import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One caught e-mail, as GET /messages lists it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** ISO time the catcher received it. */
  date: string;
}

export interface StartMailCatcherParameters {
  /** Port of the HTTP side (inbox page and GET /messages); 0 (default) picks a free one. */
  port?: number;
  /** Port of the SMTP side; 0 (default) picks a free one. */
  smtpPort?: number;
  /** Oldest messages are dropped past this many; default 200. */
  limit?: number;
}

export interface StartMailCatcherReturnType {
  /** Base URL of the HTTP side, e.g. http://127.0.0.1:1080. */
  url: string;
  /** Where to send mail (no TLS, no auth). */
  smtp: { host: string; port: number };
  /** Caught messages, newest first. */
  messages(): CaughtMail[];
  /** Resolves with the newest message to `address` that arrives after the call or already matched. */
  waitForMessage(address: string, options?: { timeoutMs?: number; after?: number }): Promise<CaughtMail>;
  stop(): Promise<void>;
}

const host = '127.0.0.1';

/** Starts an in-memory SMTP catcher with a small HTTP inbox (the sandbox's stand-in for real e-mail). */
export async function startMailCatcher(
  parameters: StartMailCatcherParameters = {},
): Promise<StartMailCatcherReturnType> {
  const limit = parameters.limit ?? 200;
  const inbox: CaughtMail[] = [];
  const waiters = new Set<() => void>();

  const smtp = new SMTPServer({
    // A local catcher: no TLS, no login, every sender and recipient accepted.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : [])
            .flatMap((group) => group.value.map((entry) => entry.address ?? ''))
            .filter(Boolean);
          inbox.unshift({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            date: new Date().toISOString(),
          });
          inbox.length = Math.min(inbox.length, limit);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const smtpPort = await listen(smtp.server as Server, parameters.smtpPort ?? 0, smtp);

  const http = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/messages') {
      // Same-origin only (issue 12): no CORS header, so no other page can read the codes in the inbox;
      // tests and the inbox page itself (same origin) read it as before.
      response.writeHead(200, {
        'content-type': 'application/json',
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(inbox));
      return;
    }
    if (request.method === 'GET' && path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(inboxPage(inbox));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  });
  const httpPort = await listen(http, parameters.port ?? 0);

  const messages = () => inbox.map((mail) => ({ ...mail, to: [...mail.to] }));
  const waitForMessage: StartMailCatcherReturnType['waitForMessage'] = (address, options = {}) => {
    const wanted = address.toLowerCase();
    const after = options.after ?? 0;
    const find = () =>
      inbox.find(
        (mail) => Date.parse(mail.date) >= after && mail.to.some((to) => to.toLowerCase() === wanted),
      );
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`mail: no message to ${address} within ${options.timeoutMs ?? 5000} ms`));
      }, options.timeoutMs ?? 5000);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  };

  let stopped: Promise<void> | undefined;
  return {
    url: `http://${host}:${httpPort}`,
    smtp: { host, port: smtpPort },
    messages,
    waitForMessage,
    stop() {
      stopped ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]).then(() => undefined);
      return stopped;
    },
  };
}

function listen(server: Server, port: number, smtp?: SMTPServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`mail: failed to listen on port ${port}: ${error.message}`)),
    );
    const done = () => resolve((server.address() as AddressInfo).port);
    if (smtp) smtp.listen(port, host, done);
    else server.listen(port, host, done);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain inbox page: the demo links here so a visitor can read the one-time code. */
function inboxPage(inbox: readonly CaughtMail[]): string {
  const items = inbox
    .map(
      (mail) => `<li><article><h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to.join(', '))} at <time>${mail.date}</time></p>
<pre>${escapeHtml(mail.text)}</pre></article></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox inbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
li{list-style:none;border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style></head>
<body><h1>Sandbox inbox</h1><p>Every e-mail the sandbox sends lands here (nothing leaves this machine).</p>
${inbox.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}</body></html>`;
}
