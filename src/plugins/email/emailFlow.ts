import { isEmail } from '../../core/validate';
import type { KitThunkExtra, RootState } from '../../store/createKitStore';
import type { KitDispatch } from '../../store/kitThunk';
import type { EmbeddedWalletService } from '../../store/services/EmbeddedWalletService';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { requireEmbeddedWallet, shownError } from '../support/embeddedWallet';
import { PluginNotLoadedError } from '../support/flowErrors';
import { EmailFlowMissingError, InvalidEmailError } from './emailErrors';
import { emailLoginNetwork } from './emailNetwork';
import { type EmailFlow, type EmailOperation, type EmailStep, emailSlice } from './emailSlice';

// What the e-mail thunks share: one "run" per flow (its id, the wallet, the store), and the rule that a
// wallet answer is recorded only while its flow is still the current one.

/** What a flow thunk resolves with: the step it reached, or `cancelled` when the flow was left meanwhile. */
export type EmailFlowOutcome = EmailStep | 'cancelled';

/** One flow as its thunks see it. */
export interface EmailRun {
  flowId: string;
  /** The address of the flow (the new one in an update). */
  email: string;
  wallet: EmbeddedWalletService;
  dispatch: KitDispatch;
  getState(): RootState;
}

interface ThunkParts {
  dispatch: KitDispatch;
  getState(): RootState;
  extra: KitThunkExtra;
}

function requireLoaded(getState: () => RootState) {
  const state = getState().email;
  if (!state) throw new PluginNotLoadedError('email');
  return state;
}

/**
 * Starts a flow under `flowId` (records it, replacing any other); throws for a bad address or setup,
 * before anything changed. A login on a namespace the embedded wallet does not serve first makes the
 * first network it serves active (emailNetwork.ts).
 */
export function startRun(
  { dispatch, getState, extra }: ThunkParts,
  flowId: string,
  start: { flow: EmailFlow; step: EmailStep; email: string },
): EmailRun {
  requireLoaded(getState);
  const email = start.email.trim();
  if (!isEmail(email)) throw new InvalidEmailError();
  const wallet = requireEmbeddedWallet(extra.services);
  const network = start.flow === 'login' ? emailLoginNetwork(getState()) : undefined;
  if (network) dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: network }));
  dispatch(
    emailSlice.actions.emailFlowStarted({ flowId, flow: start.flow, step: start.step, pendingEmail: email }),
  );
  return { flowId, email, wallet, dispatch, getState };
}

/** The running flow of kind `flow`, for a step thunk; throws `EmailFlowMissingError` when there is none. */
export function continueRun({ dispatch, getState, extra }: ThunkParts, flow: EmailFlow): EmailRun {
  const state = requireLoaded(getState);
  const wallet = requireEmbeddedWallet(extra.services);
  const running = state.flow === flow && state.flowId !== undefined && state.pendingEmail !== undefined;
  if (!running || state.step === 'connected' || state.step === 'updated')
    throw new EmailFlowMissingError(flow);
  return { flowId: state.flowId!, email: state.pendingEmail!, wallet, dispatch, getState };
}

/** True while `run` is still the kit's current e-mail flow. */
export const isCurrent = (run: EmailRun) => run.getState().email?.flowId === run.flowId;

/**
 * Awaits one wallet call of the flow. Resolves `{ value }`, or undefined when the flow was left while
 * waiting (the late answer, success or failure, then changes nothing). A failure of the current flow
 * is recorded as `operation`'s, with the text to show, and rethrown.
 */
export async function ask<T>(
  run: EmailRun,
  operation: EmailOperation,
  call: () => Promise<T>,
): Promise<{ value: T } | undefined> {
  try {
    const value = await call();
    return isCurrent(run) ? { value } : undefined;
  } catch (error) {
    if (!isCurrent(run)) return undefined;
    run.dispatch(emailSlice.actions.emailFailed({ flowId: run.flowId, operation, error: shownError(error) }));
    throw error;
  }
}

/** Sets the step of the flow. */
export function stepTo(run: EmailRun, step: EmailStep, pendingEmail?: string): void {
  run.dispatch(
    emailSlice.actions.emailStepChanged({
      flowId: run.flowId,
      step,
      ...(pendingEmail === undefined ? {} : { pendingEmail }),
    }),
  );
}
