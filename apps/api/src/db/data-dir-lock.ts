import fs from 'node:fs';
import os from 'node:os';

/**
 * One live process per embedded database folder (issue 24 point 10, decision 071). PGlite opens a folder that another
 * process holds without a word, and the two then hand out the same ids and overwrite each other's writes. The lock is
 * a file beside the folder (`<folder>.lock`) naming its holder; a holder that is gone (killed, the machine restarted)
 * leaves a stale file that the next opener takes over, so a crash never needs a hand to clean up.
 */
export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The embedded database ${dataDir} is already open in process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
        'It belongs to one process: stop that server first (two servers on one folder would lose data), ' +
        'or set DATABASE_URL to run several processes on PostgreSQL.',
    );
    this.name = 'DataDirLocked';
  }
}

type Holder = { pid: number; host: string; since: string; boot: string | null; started: string | null };

const BOOT_ID = '/proc/sys/kernel/random/boot_id';
const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};
/** When the process started, in clock ticks since boot (Linux): a pid reused by another program has another start. */
const startOf = (pid: number) => read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ')[19] ?? null;

function me(): Holder {
  return { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), boot: read(BOOT_ID), started: startOf(process.pid) };
}

/** Whether the process named in a lock file still runs (on this machine; another machine's holder is taken as alive). */
function alive(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true;
  if (holder.boot && holder.boot !== read(BOOT_ID)) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startOf(holder.pid);
  return !(holder.started && started && holder.started !== started);
}

function readHolder(file: string): Holder | null {
  const text = read(file);
  if (!text) return null;
  try {
    return JSON.parse(text) as Holder;
  } catch {
    return null;
  }
}

/**
 * Takes the folder's lock or throws DataDirLocked naming the live holder. Answers the release function (called when
 * the database closes; a process that dies leaves a stale lock that the next one takes over).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  const mine = me();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      return () => {
        // Only our own lock: after a takeover the file may name another process.
        if (readHolder(file)?.pid === mine.pid && readHolder(file)?.since === mine.since) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && alive(holder)) throw new DataDirLocked(dataDir, holder);
    // Stale (or half-written by a process that died writing it): move it aside under a name of our own, atomically,
    // so that of two processes taking over at once only one removes it; the other finds our fresh lock next round.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
      const moved = readHolder(aside);
      // The file moved may be a fresh lock taken between our read and our rename: put it back (a link never replaces
      // a file, so a lock taken meanwhile by a third process stays) and look again.
      if (moved && holder && (moved.pid !== holder.pid || moved.since !== holder.since)) fs.linkSync(aside, file);
      fs.rmSync(aside, { force: true });
    } catch (error) {
      if (!['ENOENT', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      fs.rmSync(aside, { force: true });
    }
  }
  const holder = readHolder(file);
  throw new DataDirLocked(dataDir, holder ?? { pid: 0, host: os.hostname(), since: 'unknown', boot: null, started: null });
}

/** Whether a live process holds the folder (backups refuse to copy a folder in use). */
export function dataDirLocked(dataDir: string): Holder | null {
  const holder = readHolder(`${dataDir}.lock`);
  return holder && alive(holder) ? holder : null;
}
