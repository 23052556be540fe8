import { type SiwxField, SiwxMessageError } from './siwxErrors';
import { fieldOfLine, RESOURCES_LINE, TAGGED_LINES } from './siwxTextLayout';

/** The raw text values of the tagged lines, before validation (chainId still a string). */
export type RawFieldValues = Partial<Record<Exclude<SiwxField, 'resources'>, string>> & {
  resources?: string[];
};

// Strict: each tag may appear once, only at its place in the fixed order, and nothing may follow
// the resource list. A required tag that is absent at its place is `fieldOutOfOrder` when it occurs
// on another line, else `missingField`.
/** Reads `lines` as the tagged part of a SIWX message; throws `SiwxMessageError` on any deviation. */
export function readFieldLines(lines: readonly string[], required: readonly SiwxField[]): RawFieldValues {
  const out: RawFieldValues = {};
  let i = 0;
  for (const [field, tag] of TAGGED_LINES) {
    const line = lines[i];
    if (line?.startsWith(tag)) {
      out[field] = line.slice(tag.length);
      i++;
    } else if (required.includes(field)) {
      const elsewhere = lines.some((other) => other.startsWith(tag));
      throw new SiwxMessageError(elsewhere ? 'fieldOutOfOrder' : 'missingField', field);
    }
  }
  if (lines[i] === RESOURCES_LINE) {
    const resources: string[] = [];
    for (i++; lines[i]?.startsWith('- '); i++) resources.push((lines[i] as string).slice(2));
    out.resources = resources;
  }
  const rest = lines[i];
  if (rest !== undefined) {
    const field = fieldOfLine(rest);
    throw new SiwxMessageError(field ? 'fieldOutOfOrder' : 'malformedMessage', field ?? 'text');
  }
  return out;
}
