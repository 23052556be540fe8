/** `--runs N` of the bench scripts (default 5): a positive whole number, else a clear error. */
export function runsOption(args: readonly string[]): number {
  const at = args.indexOf('--runs');
  const runs = at >= 0 ? Number(args[at + 1]) : 5;
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs needs a positive whole number, got ${args[at + 1]}`);
  return runs;
}
