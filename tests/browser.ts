import { existsSync } from 'node:fs';

/**
 * The one Chromium every browser test layer uses (story tests, visual, a11y, e2e).
 * SOURCEBENCH_CHROMIUM overrides the system browser; without either, Playwright falls back to its own download.
 */
export const chromiumPath: string | undefined = (() => {
  const override = process.env.SOURCEBENCH_CHROMIUM;
  if (override) return override;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
})();

/** Flags that make a container-hosted, offline, headless Chromium deterministic. */
export const chromiumArgs: string[] = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Text renders the same on every machine only without LCD subpixel hinting.
  '--font-render-hinting=none',
];

/** Launch options for Playwright's chromium.launch / use.launchOptions. */
export const chromiumLaunchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: chromiumArgs,
};
