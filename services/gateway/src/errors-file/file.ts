import { mkdir, open, readFile, rename, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';

/** A lock older than this was left by a replica that died while rotating. */
const STALE_LOCK_MS = 10_000;
/** One error line is cut to this many characters, so a single line never outgrows the file. */
const LINE_MAX_CHARS = 4000;
const LOCK_RETRY_MS = 5;

const sizeOf = async (file: string) => (await stat(file).catch(() => undefined))?.size ?? 0;

/**
 * The errors file every gateway replica shares (one folder mounted by all). Each line is one write() of the
 * whole line on a descriptor opened with O_APPEND, so lines never interleave. When a line would take the file
 * past `maxBytes`, the file becomes `<file>.1` (replacing the older one) and a new file starts: at most twice
 * `maxBytes` on disk. The size check, the rotation and the write happen while holding `<file>.lock` (made with
 * O_EXCL, so one writer at a time across replicas): no file ever grows past its cap.
 */
export class ErrorsFile {
  /** This replica's writes, one after another: the file lock is then only ever contended between replicas. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly file: string,
    readonly maxBytes: number,
  ) {}

  get previous(): string {
    return `${this.file}.1`;
  }

  private get lock(): string {
    return `${this.file}.lock`;
  }

  async append(text: string): Promise<void> {
    const line = Buffer.from(`${text.replace(/\n/g, ' ').slice(0, LINE_MAX_CHARS)}\n`);
    await mkdir(path.dirname(this.file), { recursive: true });
    await this.locked(async () => {
      if ((await sizeOf(this.file)) + line.length > this.maxBytes) await rename(this.file, this.previous);
      const handle = await open(this.file, 'a');
      try {
        await handle.write(line, 0, line.length);
      } finally {
        await handle.close();
      }
    });
  }

  /** The older lines first, then the newer: what an admin reads. */
  async read(): Promise<string> {
    const read = (file: string) => readFile(file, 'utf8').catch(() => '');
    return (await read(this.previous)) + (await read(this.file));
  }

  async clear(): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await this.locked(async () => {
      await rm(this.previous, { force: true });
      await truncate(this.file, 0).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    });
  }

  private locked(work: () => Promise<void>): Promise<void> {
    const done = this.queue.then(() => this.underFileLock(work));
    this.queue = done.catch(() => undefined);
    return done;
  }

  private async underFileLock(work: () => Promise<void>): Promise<void> {
    let lock = await open(this.lock, 'wx').catch(() => undefined);
    while (!lock) {
      await this.dropStaleLock();
      await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
      lock = await open(this.lock, 'wx').catch(() => undefined);
    }
    try {
      await work();
    } finally {
      await lock.close();
      await rm(this.lock, { force: true });
    }
  }

  private async dropStaleLock(): Promise<void> {
    const lock = await stat(this.lock).catch(() => undefined);
    if (lock && Date.now() - lock.mtimeMs > STALE_LOCK_MS) await rm(this.lock, { force: true });
  }
}
