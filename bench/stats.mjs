// The RTP benchmarks' statistics (bench/rtp.mjs, bench/live-tables.mjs).
const Z99 = 2.5758293035489;

/** Standard normal upper tail P(Z > z): Abramowitz and Stegun 7.1.26, absolute error below 1.5e-7, far finer than
 * the tails these benchmarks test. */
function upperTail(z) {
  const t = 1 / (1 + (0.3275911 * z) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return (poly * Math.exp((-z * z) / 2)) / 2;
}

/**
 * The z of two-sided intervals that hold a family of `comparisons` true statements all at once with probability
 * 1 - alpha (Bonferroni: each at alpha / comparisons). With one comparison at 1% this is the usual 2.576; with 60
 * it is 3.76, so a right game passes a whole run 99 times in 100, where 60 separate 99% intervals would fail it
 * about 45 times in 100.
 */
export function familyZ(comparisons, alpha = 0.01) {
  const tail = alpha / comparisons / 2;
  let low = 0,
    high = 10;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (upperTail(mid) > tail) low = mid;
    else high = mid;
  }
  return high;
}

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
    /** The mean and its interval at z standard errors (99% by default; familyZ for many at once). */
    result(z = Z99) {
      const se = Math.sqrt(m2 / (n - 1) / n);
      return { n, mean, low: mean - z * se, high: mean + z * se };
    },
  };
}
