import { useId, useRef, type ChangeEvent } from 'react';
import { ACCEPTED_EXTENSIONS } from '../model/upload-batch';

/** A keyboard-reachable file picker for up to 10 files (spec 002 section 9). */
export function UploadButton({ label = 'Upload', disabled, onFiles }: { label?: string; disabled?: boolean; onFiles(files: File[]): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length) onFiles(files);
  };
  return (
    <span>
      <input ref={input} id={id} type="file" multiple accept={ACCEPTED_EXTENSIONS} className="sr-only file-picker" onChange={pick} disabled={disabled} />
      <label htmlFor={id} className="file-picker-label" aria-disabled={disabled || undefined}>
        {label}
      </label>
    </span>
  );
}
