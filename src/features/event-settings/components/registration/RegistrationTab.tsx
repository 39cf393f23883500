import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Form, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { USER_TYPES, type RegistrationField } from '@domain/events/event-settings';
import {
  addField,
  canAddField,
  draftOf,
  editField,
  isLocked,
  moveField,
  registrationFieldsOf,
  removeField,
  toggleField,
  type FieldDraft,
} from '@/features/event-settings/model/registration-fields';
import { FieldModal, type FieldModalTarget } from './FieldModal';
import { FieldTable } from './FieldTable';
import { RegistrationBackground } from './RegistrationBackground';

export type RegistrationTabValue = {
  userTypes: (typeof USER_TYPES)[number];
  registerReq: boolean;
  registration: RegistrationField[];
  registrationBg: string;
};

type Props = {
  eventId: string;
  value: RegistrationTabValue;
  onChange: (patch: Partial<RegistrationTabValue>) => void;
  disabled: boolean;
};

/**
 * The settings page's Registration tab (spec 002 sections 2 and 5; spec 000 section 9): user
 * types, "Registration required", the registration form's field list and the background image.
 *
 * Controlled: the page's form holds the value and its Update button saves it. Every list edit is
 * one discrete action (a switch, a move, a dialog's save), so it reaches `onChange` at once; the
 * 250 ms debounce of spec 002 section 9 would only delay an edit that Update could then miss.
 * The background image is the exception: it is saved as soon as it is uploaded.
 */
export function RegistrationTab({ eventId, value, onChange, disabled }: Props) {
  const fields = registrationFieldsOf(value.registration);
  const [target, setTarget] = useState<{ modal: FieldModalTarget; index: number | null } | null>(null);
  const setFields = (registration: RegistrationField[]) => onChange({ registration });

  const save = (draft: FieldDraft) => {
    setFields(target?.index == null ? addField(fields, draft) : editField(fields, target.index, draft));
    setTarget(null);
  };

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" requiredMark={false} disabled={disabled} style={{ maxWidth: 480 }}>
        <Form.Item label="User types" htmlFor="registration-user-types">
          <Select
            id="registration-user-types"
            virtual={false}
            value={value.userTypes}
            onChange={(userTypes) => onChange({ userTypes })}
            options={USER_TYPES.map((type) => ({ value: type, label: type }))}
          />
        </Form.Item>
        <Form.Item label={<span id="registration-required-label">Registration required</span>}>
          <Radio.Group
            aria-labelledby="registration-required-label"
            optionType="button"
            value={value.registerReq}
            onChange={(e) => onChange({ registerReq: e.target.value as boolean })}
            options={[
              { value: false, label: 'No' },
              { value: true, label: 'Yes' },
            ]}
          />
        </Form.Item>
      </Form>
      <Divider style={{ margin: 0 }} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Registration form
        </Typography.Title>
        <Button icon={<PlusOutlined aria-hidden />} disabled={disabled || !canAddField(fields)} onClick={() => setTarget({ modal: { mode: 'add' }, index: null })}>
          Add field
        </Button>
      </Flex>
      <FieldTable
        fields={fields}
        disabled={disabled}
        onToggle={(index, flag, on) => setFields(toggleField(fields, index, flag, on))}
        onMove={(index, by) => setFields(moveField(fields, index, by))}
        onEdit={(index) => setTarget({ modal: { mode: 'edit', draft: draftOf(fields[index]), locked: isLocked(fields[index]) }, index })}
        onDelete={(index) => setFields(removeField(fields, index))}
      />
      <FieldModal target={target?.modal ?? null} onSave={save} onClose={() => setTarget(null)} />
      <Divider style={{ margin: 0 }} />
      <RegistrationBackground eventId={eventId} url={value.registrationBg} onSaved={(registrationBg) => onChange({ registrationBg })} disabled={disabled} />
    </Flex>
  );
}
