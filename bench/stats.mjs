// The RTP benchmarks' statistics (bench/rtp.mjs, bench/live-tables.mjs).
const Z99 = 2.5758293035489;

/**
 * Running mean and variance of the return per unit staked (Welford, stable over 10^7 samples), with its 99%
 * confidence interval (mean +- 2.576 standard errors).
 */
export function accumulator() {
  let n = 0,
    mean = 0,
    m2 = 0;
  return {
    add(x) {
      n++;
      const d = x - mean;
      mean += d / n;
      m2 += d * (x - mean);
    },
    result() {
      const se = Math.sqrt(m2 / (n - 1) / n);
      return { n, mean, low: mean - Z99 * se, high: mean + Z99 * se };
    },
  };
}
