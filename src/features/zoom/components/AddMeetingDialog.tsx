import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { isMeetingId, joinLink, meetingIdBlocksSubmit, normalizeMeetingId, zoomLimits, zoomMessages, type ZoomInput } from '@domain/zoom/zoom-meeting';
import { messageForError } from '@/lib/errors/error-catalogue';
import { Dialog } from '@/ui/Dialog';
import { useToasts } from '@/ui/use-toasts';
import { useAddZoomMeeting } from '../api/zoom-mutations';

type Add = ReturnType<typeof useAddZoomMeeting>;

/** The form with its own buttons: Set meeting follows the meeting id as it is typed. */
function MeetingForm({ add, onDone, onCancel }: { add: Add; onDone(): void; onCancel(): void }) {
  const [form] = Form.useForm<ZoomInput>();
  const meetingId = Form.useWatch('meetingId', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const id = normalizeMeetingId(meetingId);
  return (
    <Form<ZoomInput>
      form={form}
      layout="vertical"
      initialValues={{ topic: '', meetingId: '', password: '' }}
      onFinish={(values) => !add.isPending && add.mutate(values, { onSuccess: onDone })}
    >
      <Form.Item name="topic" label="Topic" rules={[{ required: true, whitespace: true, message: zoomMessages.topicRequired }]}>
        <Input maxLength={zoomLimits.topicMaxLength} autoFocus />
      </Form.Item>
      <Form.Item
        name="meetingId"
        label="Meeting id"
        extra="As in the meeting's invitation: spaces and hyphens between the digits are fine."
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              if (value && !isMeetingId(normalizeMeetingId(value))) throw new Error(zoomMessages.meetingIdRule);
            },
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={zoomLimits.meetingIdInputMaxLength} />
      </Form.Item>
      <Form.Item name="password" label="Password (optional)">
        <Input maxLength={zoomLimits.passwordMaxLength} />
      </Form.Item>
      {isMeetingId(id) && (
        <Typography.Paragraph>
          Join link: <Typography.Text code>{joinLink(id, password)}</Typography.Text>
        </Typography.Paragraph>
      )}
      {add.isError && <Alert type="error" showIcon role="alert" title={messageForError(add.error)} style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={meetingIdBlocksSubmit(meetingId)} loading={add.isPending}>
          Set meeting
        </Button>
      </Flex>
    </Form>
  );
}

/** Add meeting (spec 001 sections 2.9 and 5): Set meeting is disabled while the id is empty; the password is optional. */
export function AddMeetingDialog({ eventId, open, onClose }: { eventId: string; open: boolean; onClose(): void }) {
  const toasts = useToasts();
  const add = useAddZoomMeeting(eventId, { onSuccess: () => toasts.success(zoomMessages.added) });
  const close = () => {
    add.reset();
    onClose();
  };
  return (
    <Dialog open={open} title="Add meeting" footer={null} onCancel={close}>
      <MeetingForm add={add} onDone={close} onCancel={close} />
    </Dialog>
  );
}
