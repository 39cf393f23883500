/**
 * The converters the media library runs (LibreOffice, poppler, ffmpeg: server/media/tools) written
 * down while they run, as the local media server does its own (encoder/local/process-registry.ts):
 * a server killed without a chance to stop them (SIGKILL, a crash, a power cut) would otherwise
 * leave a LibreOffice running until it ends by itself. Its next start ends them; a process is
 * only ended when its command line still names the data folder, so a reused pid is left alone.
 */
import { mkdir } from 'node:fs/promises';
import { basename } from 'node:path';
import { ProcessRegistry } from './encoder/local/process-registry';
import { toolProcessWatchers } from './media/tools/run-tool';

export type ToolLeftovers = { close(): Promise<void> };

/**
 * Ends what a previous run left working on files under `dataDir`, then writes down each tool that
 * does (in `dataDir`/processes.json) until it ends.
 */
export async function watchToolProcesses(dataDir: string, log: (message: string) => void): Promise<ToolLeftovers> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const registry = new ProcessRegistry(dataDir);
  const ended = await registry.endLeftovers();
  if (ended.length > 0) log(`media: ended processes a previous run left behind: ${ended.join(', ')}`);
  const watcher = {
    started(pid: number, command: string, args: readonly string[]) {
      if (args.some((arg) => arg.includes(`${dataDir}/`))) registry.add(pid, basename(command));
    },
    ended: (pid: number) => registry.remove(pid),
  };
  toolProcessWatchers.add(watcher);
  return {
    async close() {
      toolProcessWatchers.delete(watcher);
      await registry.flushed();
    },
  };
}
