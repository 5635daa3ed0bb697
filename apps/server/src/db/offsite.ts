import { runChild } from './child-process.ts';

/**
 * The off-machine copy of the backups through rclone (issue 30, docs/decisions/0078-off-machine-backups.md):
 * BACKUP_REMOTE is an rclone remote path (`myremote:rasoi-backups`, or a local folder such as a mounted
 * disk); the remote's kind and credentials live in rclone's own config (RCLONE_CONFIG or its env vars).
 * Every call runs `rclone` as a child process with its arguments as an array, bounded in time.
 */

/** How long one rclone command may run: a large database over a slow uplink, but never forever. */
export const RCLONE_TIMEOUT_MS = 30 * 60_000;

/** The names the backups carry (backup.ts, pg-backup.ts): what is copied, listed and pruned on the remote. */
export const BACKUP_FILE_PATTERNS = ['rasoi-*.db', 'rasoi-*.dump'] as const;

/** The rclone path of `name` inside the remote folder `remote` (`myremote:` + name, `myremote:dir/` + name). */
export function remoteFile(remote: string, name: string): string {
  return remote.endsWith(':') || remote.endsWith('/') ? `${remote}${name}` : `${remote}/${name}`;
}

/**
 * Copies the backups in `backupDir` (the files named rasoi-*.db / rasoi-*.dump, not `.partial` ones, not
 * subfolders) to `remote`, skipping those already there with the same size and time: tonight's backup,
 * and any an earlier night failed to copy. Throws ChildProcessError on failure.
 */
export async function copyBackupsToRemote(backupDir: string, remote: string, timeoutMs = RCLONE_TIMEOUT_MS) {
  await runChild(
    'rclone',
    [
      'copy',
      ...BACKUP_FILE_PATTERNS.flatMap((pattern) => ['--include', pattern]),
      '--max-depth',
      '1',
      backupDir,
      remote,
    ],
    { timeoutMs },
  );
}

/** The file names directly in `remote` (rclone lsf --files-only). Throws ChildProcessError, e.g. when the folder is missing. */
export async function listRemote(remote: string, timeoutMs = RCLONE_TIMEOUT_MS): Promise<string[]> {
  const { stdout } = await runChild('rclone', ['lsf', '--files-only', '--max-depth', '1', remote], { timeoutMs });
  return stdout.split('\n').filter((line) => line.length > 0);
}

/** Deletes the file `name` in `remote` (rclone deletefile). Throws ChildProcessError on failure. */
export async function deleteRemoteFile(remote: string, name: string, timeoutMs = RCLONE_TIMEOUT_MS) {
  await runChild('rclone', ['deletefile', remoteFile(remote, name)], { timeoutMs });
}

/** Copies the file `name` in `remote` to the local path `target` (rclone copyto). Throws ChildProcessError. */
export async function fetchRemoteFile(remote: string, name: string, target: string, timeoutMs = RCLONE_TIMEOUT_MS) {
  await runChild('rclone', ['copyto', remoteFile(remote, name), target], { timeoutMs });
}
