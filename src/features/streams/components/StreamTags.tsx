import { Space, Tag } from 'antd';
import { streamTags } from '@domain/streams/stream-tags';
import type { Stream } from '@domain/streams/stream';

/** A stream's tags (spec 001 section 4.1): where its transcoder is, and its type. */
export function StreamTags({ stream }: { stream: Stream }) {
  return (
    <Space size={[4, 4]} wrap>
      {streamTags(stream).map((tag) => (
        <Tag key={tag.label} color={tag.color} style={{ marginInlineEnd: 0 }}>
          {tag.label}
        </Tag>
      ))}
    </Space>
  );
}
