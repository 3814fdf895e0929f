/** Complementary error function (Chebyshev fit, relative error below 1.2e-7 everywhere). */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Two-sided normal p-value for a z statistic. */
export function twoSidedNormalP(z: number): number {
  return erfc(Math.abs(z) / Math.SQRT2);
}

/** Upper tail of the chi-square distribution with one degree of freedom. */
export function chiSquare1P(chi: number): number {
  return chi <= 0 ? 1 : erfc(Math.sqrt(chi / 2));
}

/** qnorm(0.975), the 95 % two-sided normal quantile. */
export const Z975 = 1.959963984540054;
