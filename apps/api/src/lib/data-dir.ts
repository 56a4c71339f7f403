import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';

const PROBE_BYTES = 4096;

function reason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'it is on a read-only file system';
  if (code === 'ENOSPC') return 'its disk is full';
  if (code === 'EDQUOT') return 'its disk quota is used up';
  if (code === 'ENOTDIR') return 'a part of its path is a file, not a directory';
  return code ? `${code}: ${message}` : String(message ?? error);
}

/** The nearest directory of `dir` or above it that exists (what mkdir would write into). */
async function nearestExisting(dir: string): Promise<string> {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      await stat(current);
      return current;
    } catch {
      if (path.dirname(current) === current) return current;
    }
  }
}

/**
 * Why `dir` cannot hold the embedded database, in words a person can act on, or null when it
 * can: it exists (or is created), is a directory, and takes a written, synced and removed file.
 */
export async function dataDirProblem(dir: string): Promise<string | null> {
  const info = await stat(dir).catch(() => null);
  if (info && !info.isDirectory()) return `${dir} is a file, not a directory`;
  if (!info) {
    try {
      await mkdir(dir, { recursive: true });
    } catch (error) {
      const parent = await nearestExisting(path.dirname(dir));
      return `cannot create ${dir} inside ${parent}: ${reason(error)}`;
    }
  }
  try {
    await access(dir, constants.R_OK | constants.W_OK | constants.X_OK);
    const probe = path.join(dir, `.write-probe-${randomBytes(4).toString('hex')}`);
    const file = await open(probe, 'w');
    try {
      await file.write(Buffer.alloc(PROBE_BYTES));
      await file.sync();
    } finally {
      await file.close();
      await rm(probe, { force: true });
    }
  } catch (error) {
    return `${dir} is not writable: ${reason(error)}`;
  }
  return null;
}

/** Free bytes for an unprivileged writer on the disk holding `dir`. */
export async function freeBytes(dir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dir);
  return bavail * bsize;
}
