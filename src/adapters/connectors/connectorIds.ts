// Connector ids. An announced wallet's id is its rdns (stable across reloads, so a stored connector id
// finds the wallet again); the legacy injected provider is `injected`.

/** Id of the legacy `window.ethereum` connector. */
export const INJECTED_CONNECTOR_ID = 'injected';

/** Id of an EIP-6963 wallet. */
export const announcedConnectorId = (rdns: string) => rdns;
