import {
  useAppKitAccount,
  useAppKitEvents,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
} from '@reown/appkit/react';

export function InfoList() {
  const { themeMode } = useAppKitTheme();
  const state = useAppKitState();
  const { address, caipAddress, isConnected, status } = useAppKitAccount();
  const events = useAppKitEvents();
  const { walletInfo } = useWalletInfo();

  return (
    <section>
      <h2>Info</h2>
      <dl>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? '-'}</dd>
        <dt>CAIP address</dt>
        <dd>{caipAddress ?? '-'}</dd>
        <dt>Status</dt>
        <dd>{isConnected ? 'connected' : status}</dd>
        <dt>Theme</dt>
        <dd>{themeMode}</dd>
        <dt>Network</dt>
        <dd>{state.selectedNetworkId ?? '-'}</dd>
        <dt>Last event</dt>
        <dd data-testid="last-event">{events.data.event}</dd>
        <dt>Wallet</dt>
        <dd>{walletInfo?.name ?? '-'}</dd>
      </dl>
    </section>
  );
}
