import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, Tag, Typography, type InputRef } from 'antd';
import { useRef, useState, type RefObject } from 'react';
import { FIELD_TYPES, type FieldType } from '@domain/events/event-settings';
import { Dialog } from '@/ui/Dialog';
import { DEFAULT_LABEL, EMPTY_DRAFT, addOption, defaultPlaceholder, draftProblems, type FieldDraft } from '@/features/event-settings/model/registration-fields';

/** Which field the dialog edits; `add` starts empty. `locked` is the email field: its type stays. */
export type FieldModalTarget = { mode: 'add' } | { mode: 'edit'; draft: FieldDraft; locked: boolean };

type Props = { target: FieldModalTarget | null; onSave: (draft: FieldDraft) => void; onClose: () => void };

const TYPE_LABELS: Record<FieldType, string> = { text: 'Text', textarea: 'Text area', phone: 'Phone', select: 'Select' };
/** Spec 002 section 3: multiSelect exists but is "not yet available"; it is shown, disabled. */
const TYPE_OPTIONS = [
  ...FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
  { value: 'multiSelect', label: 'Multi select (not yet available)', disabled: true },
];

/** The add-field and edit-field dialog of the registration form (spec 002 section 5). */
export function FieldModal({ target, onSave, onClose }: Props) {
  const labelInput = useRef<InputRef>(null);
  return (
    <Dialog
      open={target !== null}
      title={target?.mode === 'edit' ? 'Edit field' : 'Add field'}
      footer={null}
      onCancel={onClose}
      // The dialog focuses itself once it is shown, after an input's autoFocus: start in Label instead.
      afterOpenChange={(open) => open && labelInput.current?.focus()}
    >
      {target && <FieldForm target={target} labelInput={labelInput} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

type FormProps = { target: FieldModalTarget; labelInput: RefObject<InputRef | null>; onSave: (draft: FieldDraft) => void; onClose: () => void };

function FieldForm({ target, labelInput, onSave, onClose }: FormProps) {
  const [draft, setDraft] = useState<FieldDraft>(target.mode === 'edit' ? target.draft : EMPTY_DRAFT);
  const [option, setOption] = useState('');
  const [tried, setTried] = useState(false);
  const locked = target.mode === 'edit' && target.locked;
  const problems = draftProblems(draft);
  const shown = tried ? problems : {};
  const change = (next: Partial<FieldDraft>) => setDraft((current) => ({ ...current, ...next }));

  const addTyped = () => {
    change({ options: addOption(draft.options, option) });
    setOption('');
  };
  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    onSave(draft);
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label="Label" htmlFor="registration-field-label">
        <Input
          id="registration-field-label"
          ref={labelInput}
          maxLength={200}
          placeholder={DEFAULT_LABEL}
          value={draft.label}
          onChange={(e) => change({ label: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Placeholder" htmlFor="registration-field-placeholder">
        <Input
          id="registration-field-placeholder"
          maxLength={200}
          placeholder={defaultPlaceholder(draft.fieldType, draft.label.trim() || DEFAULT_LABEL)}
          value={draft.placeholder}
          onChange={(e) => change({ placeholder: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Field type" htmlFor="registration-field-type" help={locked ? 'The email field stays a text field.' : undefined}>
        <Select
          id="registration-field-type"
          virtual={false}
          disabled={locked}
          value={draft.fieldType}
          onChange={(fieldType: FieldType) => change({ fieldType })}
          options={TYPE_OPTIONS}
        />
      </Form.Item>
      {draft.fieldType === 'select' && (
        <Form.Item
          label="Options"
          htmlFor="registration-field-option"
          validateStatus={shown.options ? 'error' : undefined}
          help={shown.options ?? 'Add the choices one at a time.'}
        >
          <Flex vertical gap={8}>
            <Flex gap={8}>
              <Input
                id="registration-field-option"
                maxLength={200}
                value={option}
                onChange={(e) => setOption(e.target.value)}
                // Enter adds the option instead of submitting the dialog.
                onPressEnter={(e) => {
                  e.preventDefault();
                  addTyped();
                }}
              />
              <Button onClick={addTyped} disabled={option.trim() === ''}>
                Add option
              </Button>
            </Flex>
            {draft.options.length > 0 && (
              <ul aria-label="Added options" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {draft.options.map((choice) => (
                  <li key={choice}>
                    <Tag style={{ margin: 0, display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                      <Typography.Text>{choice}</Typography.Text>
                      <Button
                        type="text"
                        size="small"
                        icon={<CloseOutlined aria-hidden />}
                        aria-label={`Remove option ${choice}`}
                        onClick={() => change({ options: draft.options.filter((o) => o !== choice) })}
                      />
                    </Tag>
                  </li>
                ))}
              </ul>
            )}
          </Flex>
        </Form.Item>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit">
          {target.mode === 'edit' ? 'Save' : 'Add field'}
        </Button>
      </Flex>
    </Form>
  );
}
