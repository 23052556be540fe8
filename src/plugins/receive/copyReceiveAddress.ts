import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import { createKitAsyncThunk } from '../../store/createKitAsyncThunk';
import { selectActiveAddress } from '../../store/selectors/selectActiveAccount';
import { ReceiveCopyFailedError } from './receiveErrors';

/**
 * Puts the active account's address on the clipboard and resolves with it; the slice sets `copied`
 * (the view's confirmation) and the listeners clear it after RECEIVE_CONFIRMATION_MS. Rejects with
 * `No ActiveCaipAddress found` without an account, and with ReceiveCopyFailedError when the clipboard
 * is missing or refuses.
 */
export const copyReceiveAddress = createKitAsyncThunk<string, void>(
  'receive/copyAddress',
  async (_, { getState, rejectWithValue }) => {
    const address = selectActiveAddress(getState());
    if (!address) return rejectWithValue(new NoActiveCaipAddressError().toJSON());
    const clipboard = globalThis.navigator?.clipboard;
    if (!clipboard?.writeText) return rejectWithValue(new ReceiveCopyFailedError('unavailable').toJSON());
    try {
      await clipboard.writeText(address);
    } catch {
      return rejectWithValue(new ReceiveCopyFailedError('denied').toJSON());
    }
    return address;
  },
);
