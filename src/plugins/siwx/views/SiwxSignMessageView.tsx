import { useCallback, useId, useState } from 'react';
import { useKitDispatch, useKitSelector } from '../../../store/react/kitHooks';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { Text } from '../../../ui/primitives/Text';
import { useText } from '../../../ui/primitives/TextContext';
import { WalletImage } from '../../../ui/primitives/WalletImage';
import { type SiwxPreview, selectSiwxPreview } from '../prepareSiwxMessage';
import { siwxEventRaised } from '../siwxEvents';
import { cancelSiwx, signInWithSiwx } from '../siwxFlow';

/** The message box's content: the exact text, or why it is not there yet. */
function previewText(preview: SiwxPreview, t: ReturnType<typeof useText>): string {
  if (preview.state === 'ready') return preview.message;
  return t(preview.state === 'failed' ? 'siwx.messageFailed' : 'siwx.messagePreparing');
}

const samePreview = (a: SiwxPreview, b: SiwxPreview) =>
  a.state === b.state && (a.state !== 'ready' || a.message === (b as typeof a).message);

/**
 * "Show message": the exact text Sign asks the wallet to sign (prepared when the view opened), in a
 * scrollable monospace box; collapsed at first, as the wallet shows it again anyway.
 */
function MessagePreview() {
  const t = useText();
  const preview = useKitSelector(selectSiwxPreview, samePreview);
  const [shown, setShown] = useState(false);
  const boxId = useId();
  return (
    <div className="portico-disclosure">
      <button
        type="button"
        className="portico-link"
        aria-expanded={shown}
        aria-controls={boxId}
        onClick={() => setShown((s) => !s)}
      >
        {t(shown ? 'siwx.hideMessage' : 'siwx.showMessage')}
      </button>
      {shown ? (
        // A labelled region, focusable so a keyboard can scroll a long message; the text as signed.
        <section
          id={boxId}
          className="portico-code-box"
          aria-label={t('siwx.messageLabel')}
          aria-busy={preview.state === 'preparing'}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <pre>{previewText(preview, t)}</pre>
        </section>
      ) : null}
    </div>
  );
}

/**
 * SIWXSignMessage (SPEC §4): the app's and the wallet's icons side by side, the dapp's name, what
 * signing means, the message itself (MessagePreview), Sign and Cancel. It only selects and dispatches;
 * the flow (message, wallet, verification, cancel rule) is in siwxFlow and prepareSiwxMessage.
 */
export function SiwxSignMessageView() {
  const t = useText();
  const dispatch = useKitDispatch();
  const app = useKitSelector((s) => s.options.metadata.name);
  const icon = useKitSelector((s) => s.options.metadata.icons[0]);
  // The connected wallet (the account button's source too); its initials when it has no icon.
  const walletInfo = useKitSelector((s) =>
    s.chains.activeNamespace ? s.connection.wallets[s.chains.activeNamespace] : undefined,
  );
  const signing = useKitSelector((s) => s.siwx?.status === 'signing');
  // Optional sign-in says Cancel only skips; unknown (e.g. opened by the host) keeps the stricter text.
  const optional = useKitSelector((s) => s.siwx?.required === false);
  const sign = useCallback(() => {
    dispatch(siwxEventRaised('CLICK_SIGN_SIWX_MESSAGE'));
    void dispatch(signInWithSiwx());
  }, [dispatch]);
  const cancel = useCallback(() => {
    dispatch(siwxEventRaised('CLICK_CANCEL_SIWX'));
    void dispatch(cancelSiwx());
  }, [dispatch]);
  return (
    <div className="portico-view">
      <div className="portico-intro">
        <span className="portico-intro__icons">
          <WalletImage name={app} src={icon} size="large" />
          {walletInfo ? <WalletImage name={walletInfo.name} src={walletInfo.icon} size="large" /> : null}
        </span>
        <Text variant="title" as="h3">
          {t('siwx.heading', { app })}
        </Text>
        <Text>{t(optional ? 'siwx.summaryOptional' : 'siwx.summary')}</Text>
      </div>
      <MessagePreview />
      <div className="portico-actions">
        <Button variant="secondary" onClick={cancel} disabled={signing}>
          {t('siwx.cancel')}
        </Button>
        <Button onClick={sign} disabled={signing}>
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  );
}

/** ConnectingSiwe: shown while the wallet is asked to sign. */
export function ConnectingSiweView() {
  const t = useText();
  return (
    <div className="portico-view portico-center" aria-busy="true">
      <Spinner label={t('siwx.waiting')} />
      <Text variant="muted">{t('siwx.waiting')}</Text>
    </div>
  );
}
