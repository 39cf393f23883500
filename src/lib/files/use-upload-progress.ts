import { useRef, useState } from 'react';
import type { UploadOptions } from '@/backend/port';

/** One upload at a time: its percentage, the options that feed it, and the way to stop it. */
export function useUploadProgress() {
  const controller = useRef<AbortController | null>(null);
  const [percent, setPercent] = useState(0);
  return {
    percent,
    /** Starts a new upload's tracking; pass the result to the storage port's upload. */
    start(): Required<Pick<UploadOptions, 'signal' | 'onProgress'>> {
      controller.current = new AbortController();
      setPercent(0);
      return {
        signal: controller.current.signal,
        onProgress: ({ bytesTransferred, totalBytes }) => setPercent(Math.round((100 * bytesTransferred) / Math.max(totalBytes, 1))),
      };
    },
    cancel: () => controller.current?.abort(),
  };
}
