// English strings of the names plugin's views, read as `names.<key>` (the runtime adds the prefix).

/** Every visible (or screen-reader) string of the names views, in English. */
export const namesStrings: Record<string, string> = {
  'view.RegisterAccountName.title': 'Choose a name',
  'view.RegisterAccountNameSuccess.title': 'Name saved',

  nameLabel: 'Name',
  namePlaceholder: 'yourname',
  zoneHint: 'Your name will be {name}',
  tooShort: 'Name must be at least 4 characters',
  characters: 'Use letters, numbers and hyphens only',
  available: '{name} is available',
  unavailable: '{name} is taken',
  suggestionsLabel: 'Suggestions',
  suggestionsLoading: 'Looking for names…',
  suggestionsFailed: 'Error fetching name suggestions',
  register: 'Save name',
  registering: 'Saving {name}…',
  registered: '{name} is now the name of your account.',
  done: 'Done',
  failed: 'Error registering name {name}',
  failedTaken: 'Someone registered this name first. Pick another.',
  failedSignature: 'The wallet signature was not accepted.',
  failedDeclined: 'Signature declined',
  unsupported: 'Names are available for EVM accounts only.',
  notConnected: 'Connect a wallet to choose a name.',
};
