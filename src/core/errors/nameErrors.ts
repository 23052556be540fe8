import { defineError } from './defineError';

// SPEC §8 errors of account names (texts verbatim), shared by the names and send plugins.

export const ResolveNameError = /* @__PURE__ */ defineError({
  name: 'ResolveNameError',
  message: 'Error resolving name',
});
export const NameSuggestionsError = /* @__PURE__ */ defineError({
  name: 'NameSuggestionsError',
  message: 'Error fetching name suggestions',
});
export const NamesForAddressError = /* @__PURE__ */ defineError({
  name: 'NamesForAddressError',
  message: 'Error fetching names for address',
});
export const RegisterNameError = /* @__PURE__ */ defineError({
  name: 'RegisterNameError',
  message: (name: string) => `Error registering name ${name}`,
});
