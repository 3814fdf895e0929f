/**
 * Limits on how long a test, a hook or a wait may take. A limit is there to catch a hang, not to measure speed:
 * on a two-core machine shared with other work (load 15 to 25) a step can take fifteen times as long as on a quiet
 * one, so every limit here is some twenty times what its step takes on a quiet machine. A passing test ends as soon
 * as what it waits for happens, so generous limits cost a quiet machine nothing; only a hang is reported later.
 *
 * SOURCEBENCH_TEST_TIME_SCALE multiplies every limit: 2 or 3 on an emulated or even busier machine, 0.25 to find
 * a hang sooner while working on one test.
 */
const fromEnvironment = typeof process === 'undefined' ? Number.NaN : Number(process.env.SOURCEBENCH_TEST_TIME_SCALE);

/** The multiplier on every limit: SOURCEBENCH_TEST_TIME_SCALE, or 1. */
export const timeScale = Number.isFinite(fromEnvironment) && fromEnvironment > 0 ? fromEnvironment : 1;

/** `ms` times SOURCEBENCH_TEST_TIME_SCALE. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale);
}

/**
 * A wait or limit that was sized for a quiet machine (a few times what the step takes there), made fit for a
 * loaded one: four times as long, times SOURCEBENCH_TEST_TIME_SCALE.
 */
export function loaded(ms: number): number {
  return scaled(ms * 4);
}

/** The limits the test runners apply when a test names none. */
export const limits = {
  /** One Vitest test in Node or jsdom (Vitest's own default is 5 s). */
  unitTest: scaled(60_000),
  /** One Vitest hook in Node or jsdom (Vitest's own default is 10 s). */
  unitHook: scaled(120_000),
  /** A Testing Library `waitFor` or `findBy…` (its own default is 1 s). */
  domWait: scaled(15_000),
  /** One server test: its own database and app, requests in process. */
  serverTest: loaded(30_000),
  /** A server file's hooks: the first `beforeAll` of a run builds the migrated, seeded template the others wait on. */
  serverHook: loaded(75_000),
  /** One story: render, play function, axe audit and screenshot in headless Chromium. */
  storyTest: loaded(30_000),
  /** A story's screenshot comparison, which retries until two screenshots in a row agree. */
  screenshotWait: loaded(10_000),
  /** A Playwright `expect` that retries until it holds (Playwright's own default is 5 s). */
  e2eExpect: loaded(5_000),
  /** One Playwright test against the workbench (Playwright's own default is 30 s). */
  e2eWorkbenchTest: loaded(30_000),
  /** One Playwright test against the application server. */
  e2eAppTest: loaded(60_000),
  /** A server that Playwright starts and waits for (the application's command includes its production build). */
  e2eServerStart: loaded(240_000),
};
