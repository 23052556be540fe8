import type { Network } from '../../../core/networks/network';
import { Button } from '../../../ui/primitives/Button';
import { useText } from '../../../ui/primitives/TextContext';
import { WalletImage } from '../../../ui/primitives/WalletImage';

/** Props of `ReceiveNetworks`. */
export interface ReceiveNetworksProps {
  networks: readonly Network[];
  selected: Network | undefined;
  onSelect(caipNetworkId: string): void;
}

/**
 * The networks the address receives on, as a row of toggle buttons (icon and name); the pressed one
 * is the network the hint below names. Picking one changes no connection: the address is the same on
 * every network of its namespace, the pick only tells the visitor what to ask the sender for.
 */
export function ReceiveNetworks({ networks, selected, onSelect }: ReceiveNetworksProps) {
  const t = useText();
  if (networks.length === 0)
    return <p className="portico-text portico-text--muted">{t('receive.noNetworks')}</p>;
  return (
    <fieldset className="portico-stack portico-fieldset" data-testid="portico-receive-networks">
      <legend className="portico-text portico-text--small">{t('receive.networksLabel')}</legend>
      <div className="portico-row">
        {networks.map((network) => {
          const pressed = network.caipNetworkId === selected?.caipNetworkId;
          return (
            <Button
              key={network.caipNetworkId}
              // The pressed network is filled, so the pick shows without relying on assistive technology.
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              data-network={network.caipNetworkId}
              onClick={() => onSelect(network.caipNetworkId)}
            >
              <WalletImage name={network.name} src={network.assets?.imageUrl} size="small" decorative />
              {network.name}
            </Button>
          );
        })}
      </div>
      {selected ? (
        <p className="portico-text portico-text--muted">
          {t('receive.networksHint', { network: selected.name })}
        </p>
      ) : null}
    </fieldset>
  );
}
