// Child-process entry of the local OIDC provider (run by startOidcProvider with `node --import tsx`).
// oidc-provider is ESM-only; in its own Node process it loads natively whatever runs the sandbox (Jest
// included, whose CommonJS module registry cannot load it). Prints `listening <issuer>` when ready and
// exits when its parent closes stdin or sends SIGTERM.

import { createOidcServer, type ProviderClass, type StartOidcProviderParameters } from './createOidcServer';

const parameters = JSON.parse(process.env.PORTICO_OIDC_CONFIG ?? '{}') as StartOidcProviderParameters;
// A variable specifier: the package ships no type declarations, the interface is in createOidcServer.
const specifier = 'oidc-provider';
const { default: Provider } = (await import(specifier)) as { default: ProviderClass };
const server = await createOidcServer(Provider, parameters);
process.stdout.write(`listening ${server.issuer}\n`);

const stop = () => void server.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
