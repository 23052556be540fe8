import {
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from 'portico/react';
import { ValueTable } from './ValueTable';

/** What the kit's React hooks return right now, as a host app's components would read them. */
export function HookPanel() {
  const { isOpen, open } = useAppKit();
  const account = useAppKitAccount();
  const { caipNetwork, caipNetworkId, chainId } = useAppKitNetwork();
  const state = useAppKitState();
  const { themeMode, setThemeMode } = useAppKitTheme();
  const { walletInfo } = useWalletInfo();
  const event = useAppKitEvents();
  const { disconnect } = useDisconnect();
  return (
    <section className="demo-panel" aria-labelledby="hooks-title">
      <h2 id="hooks-title">Hooks</h2>
      <div className="demo-row">
        <button type="button" onClick={() => void open()}>
          useAppKit().open()
        </button>
        <button type="button" onClick={() => void open({ view: 'Networks' })}>
          open Networks
        </button>
        <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          Theme: {themeMode === 'dark' ? 'light' : 'dark'}
        </button>
        <button type="button" disabled={!account.isConnected} onClick={() => void disconnect()}>
          useDisconnect()
        </button>
      </div>
      <ValueTable caption="useAppKit" values={{ isOpen }} />
      <ValueTable
        caption="useAppKitAccount"
        values={{ status: account.status, isConnected: account.isConnected, address: account.address }}
      />
      <ValueTable caption="useAppKitNetwork" values={{ caipNetworkId, chainId, name: caipNetwork?.name }} />
      <ValueTable caption="useAppKitState" values={{ ...state }} />
      <ValueTable caption="useAppKitTheme / useWalletInfo" values={{ themeMode, wallet: walletInfo?.name }} />
      <ValueTable
        caption="useAppKitEvents (latest)"
        values={{ event: event?.data.event, properties: event?.data.properties }}
      />
    </section>
  );
}
