// Percentiles over raw samples (no histogram rounding: autocannon's own histogram keeps whole milliseconds).

export interface Distribution {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
}

export function distribution(samples: number[]): Distribution {
  if (samples.length === 0) return { count: 0, mean: NaN, p50: NaN, p95: NaN, p99: NaN };
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  let sum = 0;
  for (const s of sorted) sum += s;
  return { count: sorted.length, mean: sum / sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

export const median = (values: number[]) => distribution(values).p50;
