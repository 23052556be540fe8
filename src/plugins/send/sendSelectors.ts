import { createSelector } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../core/namespaces';
import type { Network } from '../../core/networks/network';
import type { RootState } from '../../store/createKitStore';
import { selectActiveAccount } from '../../store/selectors/selectActiveAccount';
import { chosenFeeRate } from './sendFeeRate';
import type { SendForm } from './validateSend';

/** Who sends, where: the active namespace, its network and account. */
export interface SendTarget {
  namespace?: ChainNamespace;
  network?: Network;
  account?: string;
  /** The account's native balance in currency units ("1.5"), as the runtime last read it. */
  nativeBalance?: string;
}

/** The active account's namespace, network (as configured), address and native balance (memoised). */
export const selectSendTarget = createSelector([selectActiveAccount], (active): SendTarget => {
  const { namespace, network } = active;
  if (!namespace) return {};
  const account = active.status === 'disconnected' ? undefined : active.address;
  const nativeBalance = active.status === 'connected' ? active.balance : undefined;
  return { namespace, network, account, nativeBalance };
});

/** The send slice, or undefined before the plugin has loaded into this kit. */
export const selectSend = (state: RootState) => state.send;

/** The form as validation reads it, from the state as it is (not memoised: read in thunks). */
export function selectSendForm(state: RootState): SendForm {
  const send = state.send;
  return {
    namespace: selectSendTarget(state).namespace,
    ...(send?.token ? { token: send.token } : {}),
    ...(send?.sendTokenAmount !== undefined ? { sendTokenAmount: send.sendTokenAmount } : {}),
    ...(send?.receiverAddress ? { receiverAddress: send.receiverAddress } : {}),
    ...(send?.receiverInput ? { receiverInput: send.receiverInput } : {}),
    ...(send?.fee ? { fee: send.fee } : {}),
    locale: state.options.locale,
    ...familyFields(state),
  };
}

/** The form's family fields: where the receiver must belong, the fee rate, memo and deposit check. */
function familyFields(state: RootState): Partial<SendForm> {
  const send = state.send;
  const { network, account, namespace } = selectSendTarget(state);
  return {
    ...(network ? { network } : {}),
    ...(account ? { account } : {}),
    ...(namespace === 'bip122' ? { feeRate: chosenFeeRate(send) } : {}),
    ...(namespace === 'cosmos' && send?.memo ? { memo: send.memo } : {}),
    ...(namespace === 'polkadot'
      ? {
          keepAlive: send?.keepAlive ?? true,
          ...(send?.depositCheck ? { depositCheck: send.depositCheck } : {}),
          ...(send?.existentialDeposit ? { existentialDeposit: send.existentialDeposit } : {}),
        }
      : {}),
  };
}
