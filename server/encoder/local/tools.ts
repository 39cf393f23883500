/**
 * The programs the local media server runs: nginx with the RTMP module (Debian nginx and
 * libnginx-mod-rtmp) and ffmpeg. Missing ones are named, with the packages that provide them,
 * instead of failing obscurely later.
 */
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

export type ToolPaths = { nginx: string; rtmpModule: string; ffmpeg: string; ffprobe: string };

export const DEFAULT_RTMP_MODULE = '/usr/lib/nginx/modules/ngx_rtmp_module.so';

async function usable(path: string, mode: number): Promise<boolean> {
  try {
    await access(path, mode);
    return true;
  } catch {
    return false;
  }
}

/** A command name found on PATH (and in sbin, where Debian puts nginx), or a path as given. */
async function findExecutable(name: string): Promise<string | null> {
  if (name.includes('/')) return (await usable(name, constants.X_OK)) ? name : null;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = join(dir, name);
    if (await usable(candidate, constants.X_OK)) return candidate;
  }
  return null;
}

export type ToolCheck = { ok: true; paths: ToolPaths } | { ok: false; missing: string[] };

export async function findTools(wanted: Partial<ToolPaths> = {}): Promise<ToolCheck> {
  const nginx = await findExecutable(wanted.nginx ?? 'nginx');
  const rtmpModule = wanted.rtmpModule ?? DEFAULT_RTMP_MODULE;
  const moduleFound = await usable(rtmpModule, constants.R_OK);
  const ffmpeg = await findExecutable(wanted.ffmpeg ?? 'ffmpeg');
  const ffprobe = await findExecutable(wanted.ffprobe ?? 'ffprobe');
  const missing = [
    ...(nginx ? [] : ['nginx (Debian package nginx)']),
    ...(moduleFound ? [] : [`the nginx RTMP module at ${rtmpModule} (Debian package libnginx-mod-rtmp)`]),
    ...(ffmpeg ? [] : ['ffmpeg (Debian package ffmpeg)']),
    ...(ffprobe ? [] : ['ffprobe (Debian package ffmpeg)']),
  ];
  if (missing.length > 0 || !nginx || !ffmpeg || !ffprobe) return { ok: false, missing };
  return { ok: true, paths: { nginx, rtmpModule, ffmpeg, ffprobe } };
}

export const notInstalledMessage = (missing: readonly string[]): string =>
  `The local media server is not installed: missing ${missing.join(', ')}.`;
