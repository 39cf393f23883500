import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useId } from 'react';
import { settingsMessages, type RegistrationField } from '@domain/events/event-settings';
import { TableEmpty } from '@/ui/TableEmpty';
import { isLocked } from '@/features/event-settings/model/registration-fields';

type Props = {
  fields: RegistrationField[];
  disabled: boolean;
  onToggle: (index: number, flag: 'required' | 'selected', on: boolean) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
};

const TYPE_NAMES: Record<RegistrationField['fieldType'], string> = { text: 'Text', textarea: 'Text area', phone: 'Phone', select: 'Select' };

/**
 * The registration form's fields in order: label, name, type, the Required and Shown switches,
 * and the row's actions. The email field's switches and Delete are disabled; the note under the
 * table says why, and the disabled controls point at it.
 */
export function FieldTable({ fields, disabled, onToggle, onMove, onEdit, onDelete }: Props) {
  const lockedNoteId = useId();
  const lockedProps = (field: RegistrationField) => (isLocked(field) ? { disabled: true, 'aria-describedby': lockedNoteId } : { disabled });

  const columns: ColumnsType<RegistrationField> = [
    { title: 'Label', dataIndex: 'label', key: 'label' },
    { title: 'Name', dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
    {
      title: 'Type',
      key: 'type',
      render: (_, field) => (field.fieldType === 'select' ? `${TYPE_NAMES.select} (${field.options.length} options)` : TYPE_NAMES[field.fieldType]),
    },
    {
      title: 'Required',
      key: 'required',
      render: (_, field, index) => (
        <Switch checked={field.required} aria-label={`Required: ${field.label}`} onChange={(on) => onToggle(index, 'required', on)} {...lockedProps(field)} />
      ),
    },
    {
      title: 'Shown',
      key: 'selected',
      render: (_, field, index) => (
        <Switch checked={field.selected} aria-label={`Shown: ${field.label}`} onChange={(on) => onToggle(index, 'selected', on)} {...lockedProps(field)} />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, field, index) => (
        <Flex gap={4} wrap>
          <Button icon={<ArrowUpOutlined aria-hidden />} aria-label={`Move ${field.label} up`} disabled={disabled || index === 0} onClick={() => onMove(index, -1)} />
          <Button
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={`Move ${field.label} down`}
            disabled={disabled || index === fields.length - 1}
            onClick={() => onMove(index, 1)}
          />
          <Button icon={<EditOutlined aria-hidden />} aria-label={`Edit ${field.label}`} disabled={disabled} onClick={() => onEdit(index)} />
          <Popconfirm title={`Delete the field "${field.label}"?`} okText="Yes" cancelText="No" onConfirm={() => onDelete(index)} disabled={disabled || isLocked(field)}>
            <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${field.label}`} {...lockedProps(field)} />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      {/* Wrapped instead of Table's `scroll`, which adds an aria-hidden measuring row. */}
      <div style={{ overflowX: 'auto' }}>
        <Table<RegistrationField>
          rowKey="name"
          columns={columns}
          dataSource={fields}
          pagination={false}
          size="small"
          locale={{ emptyText: <TableEmpty>No registration fields.</TableEmpty> }}
        />
      </div>
      <Typography.Text type="secondary" id={lockedNoteId}>
        {settingsMessages.emailFieldLocked}
      </Typography.Text>
    </Flex>
  );
}
