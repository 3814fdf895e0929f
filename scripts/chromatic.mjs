#!/usr/bin/env node
// Publishes the built workbench to Chromatic for visual review. Without a project token there is
// nothing to publish to, which is normal on a fork or a laptop, so it explains and succeeds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload.');
  process.exit(0);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status ?? 1;

if (!existsSync('storybook-static/index.json')) {
  const built = run('npm', ['run', 'build-storybook']);
  if (built !== 0) process.exit(built);
}
process.exit(
  run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...process.argv.slice(2)]),
);
