import { Alert, Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { pageMessages, pageTitleProblem, TEMPLATES, DEFAULT_TEMPLATE } from '@domain/pages/page';
import { BUILDER_STATES, PAGE_STATE_LABELS, type PageState } from '@domain/pages/page-states';
import type { NewPage } from '@domain/pages/page-schema';
import { explainedErrorText } from '@/lib/errors/explained-error';
import { Dialog } from '@/ui/Dialog';
import { usePageCall } from './page-calls';

type Props = { eventId: string; open: boolean; onClose: () => void; onCreated: (pageId: string) => void };

const STATE_OPTIONS = BUILDER_STATES.map((state) => ({ value: state, label: PAGE_STATE_LABELS[state] }));

/**
 * "Add a page" (spec 002 section 2): title, template (Grid shown but disabled), states and tags.
 * A title that strips to nothing is refused with the spec's message and nothing is saved; on
 * success the dialog says "Page created, redirecting..." and the builder opens.
 */
export function CreatePageModal({ eventId, open, onClose, onCreated }: Props) {
  return (
    <Dialog open={open} title="Add a page" footer={null} onCancel={onClose}>
      <CreatePageForm eventId={eventId} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function CreatePageForm({ eventId, onClose, onCreated }: Omit<Props, 'open'>) {
  const [form] = Form.useForm<NewPage>();
  const [redirecting, setRedirecting] = useState(false);
  const create = usePageCall('createPage', {
    success: pageMessages.created,
    onSuccess: ({ pageId }) => {
      setRedirecting(true);
      onCreated(pageId);
    },
  });

  const submit = (values: NewPage) =>
    create.mutate({ eventId, page: { ...values, title: values.title ?? '', tags: values.tags ?? [], states: values.states ?? [] } });

  return (
    <Form form={form} layout="vertical" initialValues={{ template: DEFAULT_TEMPLATE, states: [...BUILDER_STATES], tags: [] }} onFinish={submit}>
      {redirecting && <Alert type="success" showIcon title={pageMessages.redirecting} style={{ marginBottom: 16 }} />}
      {create.isError && <Alert type="error" showIcon role="alert" title={explainedErrorText(create.error)} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="title"
        label="Page title"
        rules={[{ validator: (_, value: string | undefined) => (pageTitleProblem(value ?? '') === pageMessages.titleRequired ? Promise.reject(new Error(pageMessages.titleRequired)) : Promise.resolve()) }]}
      >
        <Input autoFocus maxLength={200} />
      </Form.Item>
      <Form.Item name="template" label="Template">
        <Select options={TEMPLATES.map((t) => ({ value: t.value, label: t.label, disabled: t.disabled }))} />
      </Form.Item>
      <Form.Item name="states" label="States" extra="The page shows on the site only while the event is in one of these states.">
        <Select<PageState[]> mode="multiple" options={STATE_OPTIONS} placeholder="Choose states" />
      </Form.Item>
      <Form.Item name="tags" label="Tags">
        <Select mode="tags" placeholder="Add tags" tokenSeparators={[',']} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending || redirecting}>
          Create
        </Button>
      </Flex>
    </Form>
  );
}
