import { useCallback, useEffect, useRef } from 'react';
import type { PayError } from '../plugins/pay/payErrors';
import type { PayState } from '../plugins/pay/paySlice';
import type { PaymentOptions, PayResult } from '../plugins/pay/payTypes';
import type { RootState } from '../store/createKitStore';
import { useKitValue } from '../ui/hooks/useKitValue';
import { openPay } from './pay';
import { usePayKit } from './usePayKit';

/** Callbacks of `usePay`. */
export interface UsePayParameters {
  onSuccess?: (data: PayResult) => void;
  onError?: (error: PayError) => void;
}

/** What `usePay` returns (AppKit's shape; `data` is the settled payment's id and transaction). */
export interface UsePayReturn {
  open: (options: PaymentOptions) => Promise<void>;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: PayError | null;
  data: PayResult | null;
}

const selectPay = (s: RootState): PayState | undefined => s.pay;

/** Opens the Pay view and follows the kit's payment; calls `onSuccess` / `onError` as it ends. */
export function usePay(parameters: UsePayParameters = {}): UsePayReturn {
  const { payKit, kit } = usePayKit('usePay');
  const pay = useKitValue(kit, selectPay);
  const callbacks = useRef(parameters);
  callbacks.current = parameters;
  const status = pay?.status;
  const result = pay?.result;
  const error = pay?.error ?? null;
  const failed = Boolean(error) && !pay?.inProgress;
  useEffect(() => {
    if (status === 'SUCCESS' && result) callbacks.current.onSuccess?.(result);
  }, [status, result]);
  useEffect(() => {
    if (failed && error) callbacks.current.onError?.(error);
  }, [failed, error]);
  const open = useCallback((options: PaymentOptions) => openPay(options, { kit: payKit }), [payKit]);
  return {
    open,
    isPending: pay?.inProgress ?? false,
    isSuccess: status === 'SUCCESS',
    isError: failed,
    error: failed ? error : null,
    data: status === 'SUCCESS' ? (result ?? null) : null,
  };
}
