// Debian packages the scripts need (Chromium for the journeys, libfaketime for the suite at a chosen instant), installed
// on a fresh machine without asking anything, when the user may: root, or password-less sudo.
import { spawnSync } from 'node:child_process';

function installCommandPrefix() {
  if (process.getuid?.() === 0) return [];
  if (spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return null;
}

export const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** Installs `pkg` with apt-get when it can; returns whether it tried and succeeded. */
export function installDebianPackage(pkg, why) {
  const prefix = installCommandPrefix();
  if (!prefix || !hasCommand('apt-get')) return false;
  console.log(`${why}: installing Debian's ${pkg} package…`);
  const [command, ...prefixArgs] = [...prefix, 'apt-get'];
  const apt = (...args) =>
    spawnSync(command, [...prefixArgs, ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0;
  if (apt('install', '-y', '-qq', pkg)) return true;
  if (apt('update', '-qq') && apt('install', '-y', '-qq', pkg)) return true;
  console.error(`Installing ${pkg} failed.`);
  return false;
}
