import { Button, Form, Input, Popover, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { CHAPTER_DESCRIPTION_MAX, CHAPTER_TITLE_MAX, chapterMessages, type ChapterForm } from '@domain/livetool/chapter';
import type { Stream } from '@domain/streams/stream';
import { useMarkChapter } from '../../api/console-calls';
import { useStreamToasts } from '../use-stream-toasts';

/**
 * Mark chapter (spec 001 sections 2.2 and 4.3): a title and a description placed at this moment
 * of the stream; disabled while the stream is not live. Viewers see the chapter with the moment
 * it belongs to; during a rehearsal they see nothing of it.
 */
export function MarkChapter({ eventId, stream }: { eventId: string; stream: Stream }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const marked = useRef(false);
  const [form] = Form.useForm<ChapterForm>();
  const toasts = useStreamToasts();
  const mark = useMarkChapter(eventId, stream.id, {
    onSuccess: ({ onAir }) => {
      toasts.success(onAir ? 'Chapter marked.' : 'Chapter marked in the rehearsal: viewers do not see it.');
      form.resetFields();
      setOpen(false);
      marked.current = true;
    },
    onError: toasts.onError,
  });
  const live = stream.streamLive && !stream.vod;
  const content = (
    <div role="dialog" aria-label="Mark chapter">
      <Form<ChapterForm> form={form} name="mark-chapter" layout="vertical" style={{ width: 300 }} onFinish={(values) => !mark.isPending && mark.mutate(values)}>
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: chapterMessages.titleRequired }]}>
          <Input maxLength={CHAPTER_TITLE_MAX} autoFocus />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={2} maxLength={CHAPTER_DESCRIPTION_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mark.isPending}>
          Mark
        </Button>
      </Form>
    </div>
  );
  const button = (
    <Button ref={opener} disabled={!live} aria-haspopup="dialog" aria-expanded={open}>
      Mark chapter
    </Button>
  );
  if (!live) {
    return (
      <Tooltip title={chapterMessages.notLive}>
        <span>{button}</span>
      </Tooltip>
    );
  }
  return (
    <Popover
      trigger="click"
      open={open}
      destroyOnHidden
      afterOpenChange={(now) => {
        // Back to the button once the form is gone: focus left behind would keep the console's keys (Space cuts) from working.
        if (!now && marked.current) opener.current?.focus();
        marked.current = false;
      }}
      onOpenChange={setOpen}
      title="Mark chapter"
      content={content}
    >
      {button}
    </Popover>
  );
}
