/**
 * A batch of uploads (spec 002 sections 5 and 9: up to 10 files at once), each with its own
 * progress and cancel. All of a batch's files go at once; each row ends done, failed with the
 * server's reason, or cancelled.
 */
import { useCallback, useRef, useState } from 'react';
import { MAX_FILES_PER_BATCH, mediaMessages } from '@domain/media/media-types';
import { useBackend } from '@/lib/backend-context';
import { errorCode } from '@/lib/errors/error-catalogue';
import { mediaErrorMessage } from '../model/server-message';
import { fileProblem } from '../model/upload-batch';

export type UploadRow = {
  key: string;
  name: string;
  percent: number;
  state: 'uploading' | 'done' | 'failed' | 'cancelled';
  error?: string;
  processId?: string;
};

export type UploadTarget = { resourceId: string; folderId: string | null; isEvent: boolean };

let nextKey = 0;

export function useUploadQueue() {
  const backend = useBackend();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const update = (key: string, change: Partial<UploadRow>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  /** Starts the batch; answers the refusal when the batch as a whole cannot go. */
  const start = useCallback(
    (files: File[], target: UploadTarget): string | null => {
      if (!target.folderId) return mediaMessages.refresh;
      if (files.length > MAX_FILES_PER_BATCH) return mediaMessages.tooMany;
      const running = rows.filter((r) => r.state === 'uploading').length;
      if (running + files.length > MAX_FILES_PER_BATCH) return mediaMessages.tooMany;
      const added = files.map((file) => ({ file, row: { key: `upload-${++nextKey}`, name: file.name, percent: 0, state: 'uploading' } as UploadRow }));
      setRows((list) => [...added.map((a) => a.row), ...list.filter((r) => r.state === 'uploading')]);
      for (const { file, row } of added) {
        const problem = fileProblem(file, target.isEvent);
        if (problem) {
          update(row.key, { state: 'failed', error: problem });
          continue;
        }
        const controller = new AbortController();
        controllers.current.set(row.key, controller);
        backend.media
          .upload({
            resourceId: target.resourceId,
            folderId: target.folderId,
            file,
            name: file.name,
            signal: controller.signal,
            onProgress: ({ bytesTransferred, totalBytes }) => update(row.key, { percent: Math.round((100 * bytesTransferred) / Math.max(totalBytes, 1)) }),
          })
          .then(
            ({ processId }) => update(row.key, { state: 'done', percent: 100, processId }),
            (error: unknown) =>
              update(row.key, errorCode(error) === 'storage/canceled' ? { state: 'cancelled' } : { state: 'failed', error: mediaErrorMessage(error) }),
          )
          .finally(() => controllers.current.delete(row.key));
      }
      return null;
    },
    [backend, rows],
  );

  return {
    rows,
    start,
    cancel: (key: string) => controllers.current.get(key)?.abort(),
    clearFinished: () => setRows((list) => list.filter((r) => r.state === 'uploading')),
  };
}
