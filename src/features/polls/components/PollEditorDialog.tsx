import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, Select } from 'antd';
import { CHART_LABELS, CHART_TYPES, pollLimits, pollMessages, POLL_TYPE_LABELS, POLL_TYPES, POLL_VOTER_LABELS, POLL_VOTERS, type Poll } from '@domain/polls/poll';
import { voteMessages } from '@domain/polls/vote';
import { messageForError } from '@/lib/errors/error-catalogue';
import { Dialog } from '@/ui/Dialog';
import { useToasts } from '@/ui/use-toasts';
import { useSavePoll } from '../api/poll-mutations';
import { formValues, pollInput, type PollFormValues } from '../model/poll-form';

const FORM_ID = 'poll-form';

type Save = ReturnType<typeof useSavePoll>;

function PollForm({ poll, save, onDone }: { poll: Poll | null; save: Save; onDone(): void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PollFormValues>();
  const type = Form.useWatch('type', form) ?? formValues(poll).type;
  const voters = Form.useWatch('voters', form) ?? formValues(poll).voters;
  const submit = (values: PollFormValues) => !save.isPending && save.mutate({ pollId: poll?.id, poll: pollInput(values) }, { onSuccess: onDone });
  return (
    <Form<PollFormValues>
      id={FORM_ID}
      form={form}
      layout="vertical"
      initialValues={formValues(poll)}
      onFinish={submit}
      onFinishFailed={() => void message.warning(pollMessages.formFailed)}
    >
      <Form.Item name="question" label="Question" rules={[{ required: true, whitespace: true, message: pollMessages.questionRequired }]}>
        <Input maxLength={pollLimits.questionMaxLength} autoFocus />
      </Form.Item>
      <Form.Item name="subtext" label="Subtext">
        <Input.TextArea maxLength={pollLimits.subtextMaxLength} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="type" label="Answer input type" rules={[{ required: true, message: pollMessages.typeRequired }]} style={{ flex: '1 1 200px' }}>
          <Select options={POLL_TYPES.map((t) => ({ value: t, label: POLL_TYPE_LABELS[t] }))} />
        </Form.Item>
        <Form.Item name="chart" label="Chart" rules={[{ required: true, message: pollMessages.chartRequired }]} style={{ flex: '1 1 200px' }}>
          <Select options={CHART_TYPES.map((c) => ({ value: c, label: CHART_LABELS[c] }))} />
        </Form.Item>
      </Flex>
      {type === 'select' && (
        <Form.List
          name="options"
          rules={[
            {
              validator: async (_, options: unknown[] | undefined) => {
                if ((options?.length ?? 0) < pollLimits.minOptions) throw new Error(pollMessages.optionsRequired);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend style={{ fontSize: 14, marginBottom: 8 }}>Options</legend>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item name={[field.name, 'text']} rules={[{ required: true, whitespace: true, message: pollMessages.optionEmpty }]} style={{ flex: 1, marginBottom: 8 }}>
                    <Input aria-label={`Option ${index + 1}`} maxLength={pollLimits.optionMaxLength} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined aria-hidden />} aria-label={`Remove option ${index + 1}`} onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ text: '' })} disabled={fields.length >= pollLimits.maxOptions}>
                Add option
              </Button>
              <Form.ErrorList errors={errors} />
            </fieldset>
          )}
        </Form.List>
      )}
      {type === 'rating' && <Alert type="info" showIcon title="Voters rate from 1 to 5." style={{ marginBottom: 16 }} />}
      {type === 'input' && <Alert type="info" showIcon title={`Voters write an answer of up to ${pollLimits.answerMaxLength} characters; the word cloud shows the words they use most.`} style={{ marginBottom: 16 }} />}
      <Form.Item name="voters" label="Who may vote" extra={voteMessages.votersHelp[voters]}>
        <Select options={POLL_VOTERS.map((v) => ({ value: v, label: POLL_VOTER_LABELS[v] }))} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="palette" label="Colour palette" style={{ flex: '1 1 160px' }}>
          <input type="color" style={{ width: 64, height: 32, padding: 0, border: '1px solid #d9d9d9', borderRadius: 4 }} />
        </Form.Item>
        <Form.Item name="bgColor" label="Background" style={{ flex: '1 1 160px' }}>
          <input type="color" style={{ width: 64, height: 32, padding: 0, border: '1px solid #d9d9d9', borderRadius: 4 }} />
        </Form.Item>
      </Flex>
      {save.isError && <Alert type="error" showIcon role="alert" title={`${pollMessages.updateFailed} (${messageForError(save.error)})`} />}
    </Form>
  );
}

/** Create and edit a poll (spec 001 sections 2.8 and 5). */
export function PollEditorDialog({ eventId, open, poll, onClose }: { eventId: string; open: boolean; poll: Poll | null; onClose(): void }) {
  const toasts = useToasts();
  const save = useSavePoll(eventId, { onSuccess: (_, { pollId }) => toasts.success(pollId ? pollMessages.updated : pollMessages.created) });
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Dialog open={open} title={poll ? 'Edit poll' : 'Create poll'} okText="Save" okButtonProps={{ htmlType: 'submit', form: FORM_ID }} confirmLoading={save.isPending} onCancel={close} width={640}>
      <PollForm poll={poll} save={save} onDone={close} />
    </Dialog>
  );
}
