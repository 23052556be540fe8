import { useCallback } from 'react';
import { ADDRESS_TRUNCATION } from '../../../core/constants/display';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { useNavigation } from '../../../store/react/navigationHooks';
import { Button } from '../../../ui/primitives/Button';
import { QrCode } from '../../../ui/primitives/QrCode';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { ViewMessage } from '../../../ui/primitives/ViewMessage';
import { copyReceiveAddress } from '../copyReceiveAddress';
import { selectReceive, selectReceiveTarget } from '../receiveSelectors';
import { receiveNetworkSelected } from '../receiveSlice';
import { ReceiveNetworks } from './ReceiveNetworks';

// One line, cut in the middle: the head gives way (ellipsis) and the last characters, the ones people
// compare, stay whole. The element's text is still the whole address, and one click selects all of it
// (a partial selection copied by hand is the classic way to lose funds).
const ADDRESS_STYLE = {
  display: 'flex',
  maxWidth: '100%',
  minWidth: 0,
  whiteSpace: 'nowrap',
  userSelect: 'all',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  margin: 0,
} as const;
const ADDRESS_HEAD_STYLE = { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 } as const;
const ADDRESS_TAIL_STYLE = { flex: 'none' } as const;
// The code is what the view is for: as wide as the view up to AppKit's ~280 px (the pairing QR stays 240).
const RECEIVE_QR_SIZE = 280;

/**
 * Receive: the account's name (when it has one), its address as a QR code and as text, Copy with a
 * confirmation, and the networks it receives on. It only selects and dispatches: the copy and its
 * confirmation are the `copyReceiveAddress` thunk and the slice; without an account it offers to
 * connect, as the Account view does.
 */
export function ReceiveView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const { reset } = useNavigation();
  const { address, profileName, networks, selected } = useKitSelector(selectReceiveTarget);
  const copied = useKitSelector((s) => selectReceive(s)?.copied ?? false);
  const copyFailed = useKitSelector((s) => selectReceive(s)?.copyError !== undefined);
  const copy = useCallback(() => void dispatch(copyReceiveAddress()), [dispatch]);
  const select = useCallback((id: string) => dispatch(receiveNetworkSelected(id)), [dispatch]);

  if (!address) {
    return (
      <ViewMessage
        message={t('receive.notConnected')}
        action={{ label: t('receive.connect'), onClick: () => reset('Connect') }}
      />
    );
  }
  return (
    <div className="portico-view">
      <div className="portico-center">
        {profileName ? (
          <Text variant="title" as="h3" data-testid="portico-receive-name">
            {profileName}
          </Text>
        ) : null}
        <QrCode
          value={address}
          label={t('receive.qrLabel')}
          size={RECEIVE_QR_SIZE}
          fill
          logo={selected ? { src: selected.assets?.imageUrl, name: selected.name } : undefined}
        />
        <Text variant="small" as="span">
          {t('receive.addressLabel')}
        </Text>
        <p
          className="portico-text"
          style={ADDRESS_STYLE}
          data-testid="portico-receive-address"
          title={address}
        >
          <span style={ADDRESS_HEAD_STYLE}>{address.slice(0, -ADDRESS_TRUNCATION.trailing)}</span>
          <span style={ADDRESS_TAIL_STYLE}>{address.slice(-ADDRESS_TRUNCATION.trailing)}</span>
        </p>
        <Button variant="secondary" onClick={copy}>
          {t('receive.copy')}
        </Button>
        <p className="portico-text portico-text--small" role="status">
          {copied ? t('receive.copied') : copyFailed ? t('receive.copyFailed') : ''}
        </p>
      </div>
      <ReceiveNetworks networks={networks} selected={selected} onSelect={select} />
    </div>
  );
}
