import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Upload } from 'antd';
import { useState } from 'react';
import { EVENT_IMAGE_TYPES } from '@domain/events/event-files';
import { isCancellation } from '@/lib/errors/error-catalogue';
import { useUploadProgress } from '@/lib/files/use-upload-progress';
import { UploadProgress } from '@/ui/UploadProgress';
import { useUploadPoster } from '../api/upload-poster';
import { streamErrorMessage } from '../model/stream-errors';

type Poster = { url: string; name?: string } | null;

type Props = { eventId: string; id?: string; value?: Poster; onChange?: (value: Poster) => void };

/** The stream's poster: an uploaded JPG or PNG with a preview, replaceable and removable. */
export function PosterField({ eventId, id, value, onChange }: Props) {
  const { message } = App.useApp();
  const upload = useUploadPoster(eventId);
  const progress = useUploadProgress();
  const [uploading, setUploading] = useState(false);

  const start = (file: File) => {
    setUploading(true);
    upload.mutate(
      { file, ...progress.start() },
      {
        onSuccess: (poster) => onChange?.(poster),
        onError: (error) => void (isCancellation(error) || message.error(streamErrorMessage(error))),
        onSettled: () => setUploading(false),
      },
    );
    return false;
  };

  return (
    <Flex vertical gap={8} align="start">
      {value?.url && <Image src={value.url} alt={`Poster${value.name ? `: ${value.name}` : ''}`} width={160} style={{ borderRadius: 4 }} />}
      <Flex gap={8} wrap>
        <Upload accept={EVENT_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={start} disabled={uploading}>
          <Button id={id} icon={<UploadOutlined aria-hidden />} disabled={uploading}>
            {value?.url ? 'Replace poster' : 'Upload poster'}
          </Button>
        </Upload>
        {value?.url && (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
            Remove poster
          </Button>
        )}
      </Flex>
      {uploading && <UploadProgress percent={progress.percent} onCancel={progress.cancel} />}
    </Flex>
  );
}
