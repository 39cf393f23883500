import { MoreOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';

type Props = {
  name: string;
  /** False for owners and for the caller's own row (spec 000 section 4.5). */
  deletable: boolean;
  onProfile: () => void;
  onDelete: () => void;
};

/** The row menu of the members table: "Profile", and "Delete" after a Yes/No question. */
export function MemberRowActions({ name, deletable, onProfile, onDelete }: Props) {
  const { modal } = App.useApp();
  const confirmDelete = () =>
    modal.confirm({
      title: `Remove ${name} from the organisation?`,
      content: 'They lose access to the organisation and its events.',
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: onDelete,
    });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', label: 'Profile' },
          { key: 'delete', label: 'Delete', danger: true, disabled: !deletable },
        ],
        onClick: ({ key }) => (key === 'profile' ? onProfile() : confirmDelete()),
      }}
    >
      <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={`Actions for ${name}`} />
    </Dropdown>
  );
}
