import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runTool, ToolError } from './run-tool';

const limits = { timeoutMs: 20_000, memoryBytes: 1024 ** 3 };

async function failure(run: Promise<unknown>): Promise<ToolError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

const running = (marker: string) => {
  try {
    return execFileSync('pgrep', ['-f', marker], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

describe('runTool', () => {
  it('answers the output of a tool that succeeds', async () => {
    const { stdout, code } = await runTool('sh', ['-c', 'echo hello'], limits);
    expect([code, stdout]).toEqual([0, 'hello\n']);
  });

  it('says a tool is not installed', async () => {
    const error = await failure(runTool('no-such-converter', [], limits));
    expect([error.reason, error.tool]).toEqual(['not-installed', 'no-such-converter']);
  });

  it('stops a tool at its time limit, with everything it started', async () => {
    const marker = `sleep 31${Math.floor(Math.random() * 1000)}`;
    const error = await failure(runTool('sh', ['-c', `${marker} & ${marker}; wait`], { ...limits, timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(running(marker)).toBe('');
  });

  it('holds a tool to its memory limit', async () => {
    const grab = (mb: number) => ['-e', `console.log(Buffer.alloc(${mb} * 1024 * 1024, 1).length)`];
    const memoryBytes = 1.5 * 1024 ** 3;
    const error = await failure(runTool(process.execPath, grab(1600), { ...limits, memoryBytes }));
    expect(error.reason).toBe('failed');
    expect(error.stderr).toContain('allocation failed');
    const fine = await runTool(process.execPath, grab(100), { ...limits, memoryBytes });
    expect(fine.stdout.trim()).toBe(String(100 * 1024 * 1024));
  });

  it('reports a failing tool with its last error line, and stops on abort', async () => {
    const error = await failure(runTool('sh', ['-c', 'echo first >&2; echo broken input >&2; exit 3'], limits));
    expect(error.reason).toBe('failed');
    expect(error.message).toContain('broken input');
    const controller = new AbortController();
    const run = runTool('sleep', ['30'], { ...limits, signal: controller.signal });
    controller.abort();
    expect((await failure(run)).reason).toBe('aborted');
  });
});
