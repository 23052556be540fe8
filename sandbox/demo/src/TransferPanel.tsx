import type { AppKit } from 'portico';
import { useAppKitAccount } from 'portico/react';
import { type FormEvent, useState } from 'react';
import { parseEther } from 'viem';

/** Where the demo's test transfers go: anvil's account #9, which no test signs with. */
const DEFAULT_RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/**
 * A host app's own "send" button: a native transfer through `kit.adapters.sendTransaction`, so the
 * connected wallet (extension, WalletConnect or embedded) signs it and Activity shows it once mined.
 */
export function TransferPanel({ kit }: { kit: AppKit }) {
  const { isConnected } = useAppKitAccount();
  const [amount, setAmount] = useState('0.01');
  const [receiver, setReceiver] = useState(DEFAULT_RECEIVER);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string }>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    try {
      const value = parseEther(amount.trim());
      if (!/^0x[0-9a-fA-F]{40}$/.test(receiver.trim()))
        throw new Error('Enter a 0x address of 40 hex digits');
      const hash = await kit.adapters.sendTransaction({ to: receiver.trim(), value });
      setResult({ tone: 'ok', text: `Sent: ${hash}` });
    } catch (error) {
      setResult({
        tone: 'error',
        text: error instanceof Error ? error.message.split('\n')[0]! : String(error),
      });
    }
  };

  return (
    <section className="demo-panel" aria-labelledby="transfer-title">
      <h2 id="transfer-title">Test transfer</h2>
      <form className="demo-row" onSubmit={(event) => void send(event)}>
        <label>
          Amount (ETH){' '}
          <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" />
        </label>
        <label>
          To <input value={receiver} onChange={(e) => setReceiver(e.target.value)} size={44} />
        </label>
        <button type="submit" disabled={!isConnected}>
          Send test transfer
        </button>
      </form>
      {result && (
        <p role={result.tone === 'error' ? 'alert' : 'status'} className="demo-wrap">
          {result.text}
        </p>
      )}
    </section>
  );
}
