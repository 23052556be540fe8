import type { Network } from '../../core/networks/network';
import { useT } from '../i18n/useT';
import { ListItem } from '../primitives/ListItem';
import { Spinner } from '../primitives/Spinner';
import { Text } from '../primitives/Text';

/** Props of `NetworkList`. */
export interface NetworkListProps {
  networks: readonly Network[];
  activeCaipNetworkId: string | undefined;
  loading?: boolean;
  /** Extra tag per network (e.g. its namespace when several are listed together). */
  tagFor?: (network: Network) => string | undefined;
  onSelect(network: Network): void;
  label: string;
}

/** Networks as selectable rows, the active one marked with `aria-current` and an "Active" tag. */
export function NetworkList({
  networks,
  activeCaipNetworkId,
  loading,
  tagFor,
  onSelect,
  label,
}: NetworkListProps) {
  const t = useT();
  if (loading) return <Spinner label={t('networks.loading')} />;
  if (networks.length === 0) return <Text variant="muted">{t('networks.empty')}</Text>;
  return (
    <ul className="portico-stack" aria-label={label}>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeCaipNetworkId;
        const tag = active ? t('networks.active') : tagFor?.(network);
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              name={network.name}
              imageSrc={network.assets?.imageUrl}
              tag={tag}
              description={network.testnet ? t('networks.testnet') : undefined}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(network)}
            />
          </li>
        );
      })}
    </ul>
  );
}
