// Browser tests drive Debian's Chromium; Playwright never downloads a browser of its own here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing: install it with "sudo apt-get update && sudo apt-get install -y chromium".`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium (apt-get)...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
