// SPEC §5: "ENS-style account name: letters, digits and hyphen only, at least 4 characters". The rule
// applies to the label a person types; the zone (`.portico`) is the name service's, added on register.

/** The zone every registered name ends with (SPEC §9: a fixed value; docs/plugins/names.md). */
export const NAME_ZONE = 'portico';

/** The SPEC's minimum length of a name's label. */
export const NAME_MIN_LENGTH = 4;

/** Why a typed label breaks the rule: too short, or a character other than letter, digit, hyphen. */
export type AccountNameProblem = 'tooShort' | 'characters';

/** The label of what was typed, trimmed and lower-cased, without the zone if typed. */
export function nameLabel(typed: string): string {
  const lower = typed.trim().toLowerCase();
  return lower.endsWith(`.${NAME_ZONE}`) ? lower.slice(0, -(NAME_ZONE.length + 1)) : lower;
}

/** The problem of a label under the SPEC rule, or undefined when it may be registered. */
export function accountNameProblem(label: string): AccountNameProblem | undefined {
  if (!/^[a-z0-9-]*$/i.test(label)) return 'characters';
  if (label.length < NAME_MIN_LENGTH) return 'tooShort';
  return undefined;
}

/** The full name registered for a label (`bob1` -> `bob1.portico`). */
export function fullName(label: string): string {
  return `${label}.${NAME_ZONE}`;
}
