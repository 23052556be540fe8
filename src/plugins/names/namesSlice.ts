import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SerializedError } from '../../core/errors/defineError';

/** The names flow's state: the typed label, its suggestions, and the registration in progress. */
export interface NamesState {
  /** What was typed in RegisterAccountName. */
  input: string;
  /** Free names the service suggests for the input (full names, best first). */
  suggestions: string[];
  /** The label the suggestions were asked for (a late answer for older text is dropped). */
  suggestionsFor?: string;
  suggestionsLoading: boolean;
  suggestionsError?: SerializedError;
  /** The name being registered (Success view shows it while the wallet signs). */
  registering?: string;
  /** The last name registered. */
  registered?: string;
  /** The last registration's failure, shown by RegisterAccountName; cleared by an edit. */
  error?: SerializedError;
  /** Names of addresses as the reverse lookup answered (lower-cased address -> names). */
  namesByAddress: Record<string, string[]>;
}

const initialState: NamesState = {
  input: '',
  suggestions: [],
  suggestionsLoading: false,
  namesByAddress: {},
};

/** SPEC-less state of the names plugin; its reducers are the flow's steps. */
export const namesSlice = createSlice({
  name: 'names',
  initialState,
  reducers: {
    nameInputChanged(state, action: PayloadAction<string>) {
      state.input = action.payload;
      state.error = undefined;
      state.suggestionsError = undefined;
    },
    nameSuggestionsRequested(state, action: PayloadAction<string>) {
      state.suggestionsFor = action.payload;
      state.suggestionsLoading = true;
      state.suggestionsError = undefined;
    },
    nameSuggestionsReceived(
      state,
      action: PayloadAction<{ label: string; names?: string[]; error?: SerializedError }>,
    ) {
      if (action.payload.label !== state.suggestionsFor) return;
      state.suggestionsLoading = false;
      state.suggestions = action.payload.names ?? [];
      state.suggestionsError = action.payload.error;
    },
    nameRegistrationStarted(state, action: PayloadAction<string>) {
      state.registering = action.payload;
      state.error = undefined;
    },
    nameRegistrationSucceeded(state, action: PayloadAction<{ name: string; address: string }>) {
      const { name, address } = action.payload;
      state.registering = undefined;
      state.registered = name;
      state.input = '';
      state.suggestions = [];
      const key = address.toLowerCase();
      state.namesByAddress[key] = [...(state.namesByAddress[key] ?? []), name];
    },
    nameRegistrationFailed(state, action: PayloadAction<SerializedError>) {
      state.registering = undefined;
      state.error = action.payload;
    },
    namesForAddressReceived(state, action: PayloadAction<{ address: string; names: string[] }>) {
      state.namesByAddress[action.payload.address.toLowerCase()] = action.payload.names;
    },
    namesReset() {
      return initialState;
    },
  },
});

declare module '../../store/createKitStore' {
  interface LazyLoadedSlices {
    names: NamesState;
  }
}

export const {
  nameInputChanged,
  nameSuggestionsRequested,
  nameSuggestionsReceived,
  nameRegistrationStarted,
  nameRegistrationSucceeded,
  nameRegistrationFailed,
  namesForAddressReceived,
  namesReset,
} = namesSlice.actions;
