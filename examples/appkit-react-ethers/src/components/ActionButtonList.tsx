import type { Provider } from '@reown/appkit/react';
import {
  useAppKit,
  useAppKitAccount,
  useAppKitNetworkCore,
  useAppKitProvider,
  useDisconnect,
} from '@reown/appkit/react';
import { BrowserProvider, formatEther } from 'ethers';

interface ActionButtonListProps {
  onSignature: (signature: string) => void;
  onBalance: (balance: string) => void;
}

export function ActionButtonList({ onSignature, onBalance }: ActionButtonListProps) {
  const { open } = useAppKit();
  const { disconnect } = useDisconnect();
  const { address, isConnected } = useAppKitAccount();
  const { chainId } = useAppKitNetworkCore();
  const { walletProvider } = useAppKitProvider<Provider>('eip155');

  async function signMessage() {
    const provider = new BrowserProvider(walletProvider, chainId);
    const signer = await provider.getSigner();
    onSignature(await signer.signMessage('Hello from the AppKit example'));
  }

  async function getBalance() {
    if (!address) return;
    const provider = new BrowserProvider(walletProvider, chainId);
    onBalance(`${formatEther(await provider.getBalance(address))} ETH`);
  }

  return (
    <div>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={() => open({ view: 'Networks' })}>
        Open networks
      </button>
      {isConnected && (
        <>
          <button type="button" onClick={signMessage}>
            Sign message
          </button>
          <button type="button" onClick={getBalance}>
            Get balance
          </button>
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        </>
      )}
    </div>
  );
}
