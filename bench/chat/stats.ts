/** Latency summaries (nearest-rank percentiles, milliseconds) and the printed table. */
export type Summary = { count: number; p50: number; p95: number; p99: number; max: number };

const round = (n: number) => Math.round(n * 10) / 10;

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : NaN);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.length ? round(sorted[sorted.length - 1]) : NaN };
}

export function latencyTable(rows: [string, Summary][]): string {
  const header = ['latency (ms)', 'count', 'p50', 'p95', 'p99', 'max'];
  const show = (n: number) => (Number.isNaN(n) ? '-' : String(n));
  const cells = rows.map(([label, s]) => [label, String(s.count), show(s.p50), show(s.p95), show(s.p99), show(s.max)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
