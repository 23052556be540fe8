import { useCallback, useMemo, useState } from 'react';
import { toError } from '../../core/errors/coreErrors';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { AUTH_CONNECTOR_ID } from '../../store/services/EmbeddedWalletService';
import { useKitOrPageKit } from '../react/pageKit';
import { NoAccountConnectedError, NotSupportedError, UpdateEmailCancelledError } from './hookErrors';

/** Parameters of `useAppKitUpdateEmail`. */
export interface UseAppKitUpdateEmailParameters {
  onSuccess?(data: { email: string }): void;
  onError?(error: Error): void;
}

/** What `useAppKitUpdateEmail` returns. */
export interface UseAppKitUpdateEmailReturnType {
  /** The confirmed new address after a successful update. */
  data: { email: string } | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** Opens the modal on the e-mail plugin's update flow; settles when the new address is confirmed. */
  updateEmail(): Promise<void>;
}

// The email plugin's slice is injected when the plugin loads; read loosely so the hook needs no plugin code.
type EmailSliceView = { email?: { flow?: string; step?: string; pendingEmail?: string } };

/** Runs the e-mail plugin's update flow in the modal and resolves with the new, confirmed address. */
function runUpdate(kit: AppKit): Promise<{ email: string }> {
  const s = kit.store.getState() as RootState;
  if (!kit.plugins.has('email'))
    return Promise.reject(
      new NotSupportedError('Updating the e-mail', 'the email feature is off in this kit'),
    );
  const signedInByEmail =
    Object.values(s.connection.connectorIds).includes(AUTH_CONNECTOR_ID) && !!s.auth.email;
  if (!signedInByEmail) return Promise.reject(new NoAccountConnectedError('e-mail login'));
  return new Promise((resolve, reject) => {
    const stop = kit.store.subscribe(() => {
      const now = kit.store.getState() as RootState & EmailSliceView;
      // The flow records the confirmed address with its last step; the auth slice holds it too.
      const confirmed = now.email?.pendingEmail ?? now.auth.email;
      if (now.email?.flow === 'update' && now.email.step === 'updated' && confirmed) {
        stop();
        resolve({ email: confirmed });
      } else if (!now.modal.open) {
        stop();
        reject(new UpdateEmailCancelledError());
      }
    });
    kit.open({ view: 'UpdateEmailWallet' }).catch((error: unknown) => {
      stop();
      reject(error);
    });
  });
}

/**
 * AppKit's `useAppKitUpdateEmail`: changes the e-mail of an embedded-wallet user signed in by e-mail,
 * through the e-mail plugin's own views (new address, then the codes of SPEC §4).
 */
export function useAppKitUpdateEmail(
  parameters: UseAppKitUpdateEmailParameters = {},
): UseAppKitUpdateEmailReturnType {
  const kit = useKitOrPageKit('useAppKitUpdateEmail');
  const { onSuccess, onError } = parameters;
  const [state, setState] = useState<Omit<UseAppKitUpdateEmailReturnType, 'updateEmail'>>({
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    isSuccess: false,
  });
  const updateEmail = useCallback(async () => {
    setState({ data: undefined, error: null, isPending: true, isError: false, isSuccess: false });
    try {
      const data = await runUpdate(kit);
      setState({ data, error: null, isPending: false, isError: false, isSuccess: true });
      onSuccess?.(data);
    } catch (caught) {
      const error = toError(caught);
      setState({ data: undefined, error, isPending: false, isError: true, isSuccess: false });
      onError?.(error);
    }
  }, [kit, onSuccess, onError]);
  return useMemo(() => ({ ...state, updateEmail }), [state, updateEmail]);
}
