import type { UnknownAction } from '@reduxjs/toolkit';
import { selectConnectFlowViews } from '../../store/connectFlow';
import type { RootState } from '../../store/createKitStore';
import { modalSlice } from '../../store/slices/modalSlice';

const { closed, replaced, wentBackTo } = modalSlice.actions;

/**
 * Where the modal goes once the active network changed while it showed Networks (issue 24, AppKit's
 * behaviour), or undefined when it stays where it is (another view, or closed):
 * - a network of a namespace nobody connected, while another namespace is connected (one wallet per
 *   namespace, SPEC §4): Connect for that namespace, in place of Networks;
 * - Networks opened from a view the visitor had reached (Account, a feature's view): back to it;
 * - Networks opened straight (`open({ view: 'Networks' })`, the network button) or from the connect
 *   flow: the modal closes, as there is nothing to return to but a wallet list.
 * Decided from the state after the switch, so a switch made by the wallet itself while Networks is
 * shown leaves the view in the same way.
 */
export function afterNetworkSwitch(state: RootState): UnknownAction | undefined {
  const { modal, connection, chains } = state;
  if (!modal.open || modal.history.at(-1)?.view !== 'Networks') return undefined;
  const namespace = chains.activeNamespace;
  const someConnected = Object.values(connection.status).includes('connected');
  if (namespace && someConnected && connection.status[namespace] !== 'connected')
    return replaced({ view: 'Connect', data: { namespace } });
  const index = modal.history.map((entry) => entry.view).lastIndexOf('Networks');
  const from = modal.history[index - 1]?.view;
  const connectFlow: readonly string[] = selectConnectFlowViews(state);
  if (from === undefined || connectFlow.includes(from)) return closed();
  return wentBackTo({ view: from });
}
