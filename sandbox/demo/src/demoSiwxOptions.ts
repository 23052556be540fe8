import { type CreateAppKitOptions, referenceApiSiwx } from 'portico';

/**
 * The demo's sign-in switch, read from the page's URL: `?siwx=required` signs in against the reference
 * API's sessions and disconnects on Cancel, `?siwx=optional` lets the visitor skip; anything else
 * leaves SIWX off (the default demo asks no signature). The project is the demo's own (`sandbox`),
 * whose allowed origins include the demo's, so the message's domain is accepted.
 */
export function demoSiwxOptions(apiUrl: string, search: string): Pick<CreateAppKitOptions, 'siwx'> {
  const mode = new URLSearchParams(search).get('siwx');
  if (mode !== 'required' && mode !== 'optional') return {};
  return { siwx: referenceApiSiwx({ apiUrl, projectId: 'sandbox', required: mode === 'required' }) };
}
