/**
 * How every story is screenshotted and compared (the stories project in vitest.config.ts).
 */

/** Same page settings on every machine: dates, numbers and motion do not depend on where the tests run. */
export const storyContextOptions = {
  locale: 'en-GB',
  timezoneId: 'UTC',
  colorScheme: 'light',
  reducedMotion: 'reduce',
  deviceScaleFactor: 1,
  // The page that hosts the story's frame: larger than the frame (1200 x 900, Storybook's default viewport, which
  // each story test sets, and up to 2800 high for a tall story screenshotted whole) with room for the runner's own
  // margins, so the frame is never scaled down.
  viewport: { width: 1400, height: 3000 },
} as const;

/**
 * Tight: a one-step change of one colour channel (#1f5fbf to #1f5fc0 on a primary button) must fail.
 * pixelmatch's YIQ threshold 0.02 lets that through (its delta is ~0.06 of a 14 allowance); 0.001 does not.
 * A few pixels of anti-aliasing on small round shapes vary with load; a changed colour moves hundreds or thousands.
 */
export const storyScreenshotTolerance = {
  threshold: 0.001,
  allowedMismatchedPixels: 40,
};
