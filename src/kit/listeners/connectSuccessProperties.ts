import type { AppKitEventMap } from '../../core/events/appKitEvents';
import type { RootState } from '../../store/createKitStore';

/**
 * AppKit's CONNECT_SUCCESS properties for a connection just made through `connectorId`: how
 * (`browser` for an extension, `qrcode` for WalletConnect, `email` for the embedded wallet, whichever
 * login), the wallet's name (a WalletConnect session's own wallet rather than "WalletConnect") and the
 * view the modal showed, when it was open.
 */
export function connectSuccessProperties(
  state: RootState,
  connectorId: string,
): AppKitEventMap['CONNECT_SUCCESS'] {
  const { connection, connectors, modal } = state;
  const connector = connectors.connectors.find((c) => c.id === connectorId);
  const namespace = (
    Object.keys(connection.connectorIds) as Array<keyof typeof connection.connectorIds>
  ).find((ns) => connection.connectorIds[ns] === connectorId);
  const type = connector?.type;
  const view = modal.open ? modal.history.at(-1)?.view : undefined;
  return {
    method: type === 'WALLET_CONNECT' ? 'qrcode' : type === 'AUTH' ? 'email' : 'browser',
    name: (namespace && connection.wallets[namespace]?.name) || connector?.name || connectorId,
    ...(view ? { view } : {}),
  };
}
