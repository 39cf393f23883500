/**
 * The processes the local media server started, written down in its folder, so that a server
 * killed without a chance to stop them (a crash, SIGKILL, a power cut) can end them at its next
 * start instead of leaving them running. A process is only ended when its command line still
 * names this folder: a pid reused by something else is left alone.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type Entry = { pid: number; label: string };

export class ProcessRegistry {
  private readonly file: string;
  private entries = new Map<number, Entry>();
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly folder: string) {
    this.file = join(folder, 'processes.json');
  }

  add(pid: number, label: string): void {
    this.entries.set(pid, { pid, label });
    this.save();
  }

  remove(pid: number): void {
    if (this.entries.delete(pid)) this.save();
  }

  /** Written one after another, each whole (temporary file, then rename). */
  private save(): void {
    const text = JSON.stringify([...this.entries.values()]);
    this.writing = this.writing.then(async () => {
      const temp = `${this.file}.tmp`;
      await writeFile(temp, text, { mode: 0o600 });
      await rename(temp, this.file);
    });
  }

  flushed(): Promise<void> {
    return this.writing;
  }

  /** Ends what a previous run left behind (each with its process group); answers what it ended. */
  async endLeftovers(): Promise<string[]> {
    let previous: Entry[] = [];
    try {
      previous = JSON.parse(await readFile(this.file, 'utf8')) as Entry[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const ended: string[] = [];
    for (const { pid, label } of previous) {
      if (!Number.isInteger(pid) || pid <= 1 || !(await namesFolder(pid, this.folder))) continue;
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          continue;
        }
      }
      ended.push(`${label} (pid ${pid})`);
    }
    this.entries.clear();
    this.save();
    await this.writing;
    return ended;
  }
}

async function namesFolder(pid: number, folder: string): Promise<boolean> {
  try {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.split('\0').some((arg) => arg.includes(folder));
  } catch {
    return false;
  }
}
