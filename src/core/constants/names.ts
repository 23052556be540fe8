// Account-name (ENS-style) constants of SPEC §9.

// SPEC does not show the value; `portico.id` is the kit's own zone, served by the sandbox blockchain API.
/** Zone of name suggestions and registrations. */
export const NAME_SUGGESTION_ZONE = 'portico.id';

/** Shortest ENS-style account name (letters, digits and hyphen only). */
export const ENS_NAME_MIN_LENGTH = 4;
