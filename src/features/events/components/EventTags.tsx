import { Button, Popover, Space, Tag } from 'antd';

/** Three or more tags collapse into one "N tags" control (spec 000 section 2.5). */
export const TAGS_COLLAPSE_AT = 3;

/** An event's tags: chips when there are few, else a count that lists them on hover, focus or click. */
type Props = {
  tags: string[];
  /** The id of the event's title, which tells the rows' tag lists apart. */
  describedBy: string;
};

export function EventTags({ tags, describedBy }: Props) {
  if (tags.length === 0) return null;
  if (tags.length < TAGS_COLLAPSE_AT) {
    return (
      <Space size={[0, 4]} wrap>
        {tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </Space>
    );
  }
  const list = (
    <ul aria-label="Tags" aria-describedby={describedBy} style={{ margin: 0, paddingLeft: 16, maxWidth: 240 }}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
  return (
    <Popover content={list} trigger={['hover', 'focus', 'click']}>
      <Button size="small" aria-describedby={describedBy}>
        {tags.length} tags
      </Button>
    </Popover>
  );
}
