import { Image, Modal, Typography } from 'antd';
import type { MediaItem } from '../model/media-item';
import { HlsVideo } from './HlsVideo';

/** Preview of one file: the image, the slides or pages with their notes, or the video. */
export function MediaPreview({ item, onClose }: { item: MediaItem | null; onClose(): void }) {
  return (
    <Modal open={item !== null} title={item?.name} onCancel={onClose} footer={null} width="80%" destroyOnHidden>
      {item?.kind === 'image' && <Image src={item.url} alt={item.name} style={{ maxHeight: '70vh' }} preview={false} />}
      {item?.kind === 'video' && item.hls && <HlsVideo src={item.hls} title={item.name} />}
      {item?.kind === 'document' && (
        <ol className="media-preview-slides">
          {item.slides.map((slide, i) => (
            <li key={slide.url}>
              <img src={slide.url} alt={`${item.name}, page ${i + 1}`} loading="lazy" />
              {slide.notes && <Typography.Paragraph type="secondary">{slide.notes}</Typography.Paragraph>}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
