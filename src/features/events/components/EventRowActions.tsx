import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';

/**
 * The row menu of "My events": "Duplicate" opens the Duplicate event modal (spec 000 section
 * 2.8); "Delete" opens Yes / No, and only Yes deletes (spec 000 section 2.5).
 */
type Props = {
  /** The id of the event's title, which tells the rows' menus apart. */
  describedBy: string;
  deleting: boolean;
  onDelete: () => void;
  /** Absent for an event that cannot be copied yet (still being created). */
  onDuplicate?: () => void;
};

export function EventRowActions({ describedBy, deleting, onDelete, onDuplicate }: Props) {
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        triggerSubMenuAction: 'click',
        items: [
          ...(onDuplicate ? [{ key: 'duplicate', label: 'Duplicate' }] : []),
          {
            key: 'delete',
            label: 'Delete',
            children: [
              { key: 'yes', label: 'Yes', danger: true },
              { key: 'no', label: 'No' },
            ],
          },
        ],
        onClick: ({ key }) => {
          if (key === 'yes') onDelete();
          if (key === 'duplicate') onDuplicate?.();
        },
      }}
    >
      <Button type="text" loading={deleting} icon={<MoreOutlined aria-hidden />} aria-label="Actions" aria-describedby={describedBy} />
    </Dropdown>
  );
}
