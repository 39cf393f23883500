import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaMessages } from '@domain/media/media-types';
import { failureMessage } from '../convert/document-converter';
import { runNodeWorker, runTool, ToolError } from './run-tool';

const limits = { timeoutMs: 20_000, memoryBytes: 1024 ** 3, cpuSeconds: 20, fileBytes: 1024 ** 2 };

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
    expect([error.reason, error.limit]).toEqual(['limit', 'memory']);
    expect(error.stderr).toContain('allocation failed');
    expect(failureMessage(error)).toBe(mediaMessages.overLimit('memory'));
    const fine = await runTool(process.execPath, grab(100), { ...limits, memoryBytes });
    expect(fine.stdout.trim()).toBe(String(100 * 1024 * 1024));
  });

  it('stops a tool at its CPU-time limit and at its limit on bytes written, each saying which limit', async () => {
    const busy = await failure(runTool(process.execPath, ['-e', 'for (;;);'], { ...limits, cpuSeconds: 1 }));
    expect([busy.reason, busy.limit]).toEqual(['limit', 'cpu']);
    expect(failureMessage(busy)).toBe(mediaMessages.overLimit('cpu'));
    const dir = mkdtempSync(join(tmpdir(), 'run-tool-'));
    try {
      const write = (bytes: number) => ['-e', `require('fs').writeFileSync(${JSON.stringify(join(dir, 'out'))}, Buffer.alloc(${bytes}))`];
      const big = await failure(runTool(process.execPath, write(2 * 1024 * 1024), { ...limits, fileBytes: 1024 * 1024 }));
      expect([big.reason, big.limit]).toEqual(['limit', 'output']);
      expect(failureMessage(big)).toBe(mediaMessages.overLimit('output'));
      expect((await runTool(process.execPath, write(1000), { ...limits, fileBytes: 1024 * 1024 })).code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs a Node worker script under the same limits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-tool-'));
    try {
      const script = join(dir, 'worker.mjs');
      writeFileSync(script, 'process.stdout.write(JSON.stringify(process.argv.slice(2)));');
      expect(JSON.parse((await runNodeWorker(script, ['a', 'b'], limits)).stdout)).toEqual(['a', 'b']);
      writeFileSync(script, 'for (;;);');
      expect((await failure(runNodeWorker(script, [], { ...limits, cpuSeconds: 1 }))).limit).toBe('cpu');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
