/** What a load run saw: every request sent is either answered (with a status) or failed (no answer). */
export interface LoadReport {
  sent: number;
  answered: number;
  /** Answers per HTTP status. */
  statuses: Record<number, number>;
  /** Requests that got no HTTP answer (connection refused or reset), with the reason. */
  failures: string[];
  /** The first few 5xx answers: path, status and body. */
  serverErrors: string[];
}

export interface RunningLoad {
  /** The report so far (the run goes on). */
  report(): LoadReport;
  /** Lets each worker finish its request, then resolves with the final report. */
  stop(): Promise<LoadReport>;
}

/**
 * A bounded load on loopback: `concurrency` workers, each sending the `paths` in turn to `baseUrl` (a new
 * connection per request is avoided by fetch's keep-alive pool) until stopped. Not a benchmark: what it
 * measures is that every request is answered, and how.
 */
export function runLoad(baseUrl: string, paths: readonly string[], concurrency: number): RunningLoad {
  const report: LoadReport = { sent: 0, answered: 0, statuses: {}, failures: [], serverErrors: [] };
  let stopped = false;
  const worker = async (offset: number) => {
    for (let index = offset; !stopped; index += 1) {
      const path = paths[index % paths.length] as string;
      report.sent += 1;
      try {
        const response = await fetch(`${baseUrl}${path}`);
        const body = await response.text();
        report.answered += 1;
        report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
        if (response.status >= 500 && report.serverErrors.length < 10)
          report.serverErrors.push(`${path}: ${response.status} ${body.slice(0, 200)}`);
      } catch (error) {
        const cause =
          error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
        report.failures.push(`${path}: ${error instanceof Error ? error.message : error}${cause}`);
      }
    }
  };
  const workers = Array.from({ length: concurrency }, (_, offset) => worker(offset));
  return {
    report: () => ({ ...report, statuses: { ...report.statuses } }),
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return report;
    },
  };
}
