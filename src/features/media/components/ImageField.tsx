import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { ImagePickerProps } from '@/lib/image-picker';
import { MediaBankModal } from './MediaBankModal';

/** The media bank's small "Image / Select File" variant with a clear option (spec 002 section 2). */
export function ImageField({ resourceId, personal, value, onChange, label, disabled }: ImagePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Flex align="center" gap={8} role="group" aria-label={label}>
      {value ? <img src={value} alt={label} style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 4 }} /> : <span>Image</span>}
      <Button onClick={() => setOpen(true)} disabled={disabled}>
        Select File
      </Button>
      {value && (
        <Button onClick={() => onChange(null)} disabled={disabled}>
          Clear
        </Button>
      )}
      <MediaBankModal
        resourceId={resourceId}
        isEvent={!personal}
        open={open}
        kinds={['image']}
        onClose={() => setOpen(false)}
        onUse={(item) => {
          onChange(new URL(item.url, window.location.origin).toString());
          setOpen(false);
        }}
      />
    </Flex>
  );
}
