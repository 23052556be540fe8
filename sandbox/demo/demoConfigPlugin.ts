import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { DemoConfig } from './DemoConfig';

/**
 * Serves `/config.json` from the dev and preview servers. The config is read per request, not baked
 * into the bundle, so one build runs against a sandbox on any ports.
 */
export function demoConfigPlugin(read: () => DemoConfig): Plugin {
  const handle = (_request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(JSON.stringify(read()));
  };
  return {
    name: 'portico-demo-config',
    configureServer: (server) => void server.middlewares.use('/config.json', handle),
    configurePreviewServer: (server) => void server.middlewares.use('/config.json', handle),
  };
}
