import { z } from 'zod';

// The reference API's name rules, shared by its profile routes. Every registered name is
// `<label>.<zone>` with one fixed zone (SPEC §9: "Name suggestion zone is a fixed value").

/** The one zone names are registered under (docs/sandbox-api.md, "Names"). */
export const NAME_ZONE = 'portico';

/** SPEC §5: an account name's label is letters, digits and hyphen only, at least 4 characters. */
export const NAME_LABEL = /^[a-z0-9-]{4,}$/i;

/** A name as the kit may look it up: labels of letters, digits and hyphens joined by dots. */
export const lookupNameSchema = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i, { error: 'must be a name such as alice.portico' });

/** The label of a name typed with or without the zone (`bob1` and `bob1.portico` both give `bob1`). */
export function labelOf(name: string): string {
  const lower = name.toLowerCase();
  return lower.endsWith(`.${NAME_ZONE}`) ? lower.slice(0, -(NAME_ZONE.length + 1)) : lower;
}

/**
 * Candidate names for a wanted label, best first: the label itself, then digit and word variants.
 * Deterministic, so a test (and a person) sees the same list for the same input.
 */
export function suggestionCandidates(label: string): string[] {
  const base = label.toLowerCase().replace(/[^a-z0-9-]/g, '');
  const padded = base.length >= 4 ? base : base.padEnd(4, '0');
  const variants = [padded, `${padded}1`, `${padded}2`, `${padded}-eth`, `${padded}-app`, `${padded}123`];
  return variants.filter((v) => NAME_LABEL.test(v)).map((v) => `${v}.${NAME_ZONE}`);
}
