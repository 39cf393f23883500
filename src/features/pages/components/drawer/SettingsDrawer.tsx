import { App, Button, Divider, Drawer, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { pageLimits, pageMessages, pageTitleProblem, TEMPLATES, type PageTemplate } from '@domain/pages/page';
import type { PageSettingsPatch } from '@domain/pages/page-schema';
import { BUILDER_STATES, PAGE_STATE_LABELS } from '@domain/pages/page-states';
import { ImagePicker } from '@/lib/image-picker';
import { usePageCall, useRemovePage } from '../page-calls';
import type { PageDoc } from '../../model/page-doc';
import { PermalinkSection } from './PermalinkSection';

type Props = {
  eventId: string;
  page: PageDoc;
  publicBase: string;
  editable: boolean;
  open: boolean;
  onClose: () => void;
  onOpenRevisions: () => void;
  onRemoved: () => void;
};

/** Width of the settings drawer (spec 002 section 9). */
const DRAWER_WIDTH = 480;
const STATE_OPTIONS = BUILDER_STATES.map((state) => ({ value: state, label: PAGE_STATE_LABELS[state] }));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Divider titlePlacement="start" plain>
        <Typography.Title level={3} id={id} style={{ fontSize: 15, margin: 0 }}>
          {title}
        </Typography.Title>
      </Divider>
      {children}
    </section>
  );
}

/**
 * The page settings drawer (spec 002 section 2): Status & visibility, Revisions, Permalink,
 * Featured image and Page attributes. Its delete archives the page and goes to /pages.
 */
export function SettingsDrawer({ eventId, page, publicBase, editable, open, onClose, onOpenRevisions, onRemoved }: Props) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Required<PageSettingsPatch>>();
  const [image, setImage] = useState(page.image);
  const save = usePageCall('updatePageSettings', { success: pageMessages.settingsSaved });
  const remove = useRemovePage(onRemoved);

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate({ eventId, pageId: page.id, settings: { ...values, order: values.order ?? null, image } });
  };
  const confirmRemove = () =>
    modal.confirm({
      title: `Delete ${page.title || page.slug}?`,
      content: 'The page moves to Archived, where Use brings it back.',
      okText: 'Yes',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: () => remove.mutate({ eventId, pageId: page.id, removed: true }),
    });

  return (
    <Drawer
      open={open}
      size={DRAWER_WIDTH}
      title="Page settings"
      onClose={onClose}
      footer={
        editable && (
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>Close</Button>
            <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
              Update
            </Button>
          </Flex>
        )
      }
    >
      <Form
        form={form}
        layout="vertical"
        disabled={!editable}
        initialValues={{ title: page.title, visibility: page.visibility, states: page.states, order: page.order, tags: page.tags, template: page.template as PageTemplate }}
      >
        <Section id="settings-status" title="Status & visibility">
          <Form.Item name="visibility" label="Visible on the site" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="states" label="States" extra="The page shows on the site only while the event is in one of these states.">
            <Select mode="multiple" options={STATE_OPTIONS} placeholder="Choose states" />
          </Form.Item>
          {editable && (
            <Button danger onClick={confirmRemove}>
              Delete page
            </Button>
          )}
        </Section>
        <Section id="settings-revisions" title="Revisions">
          <Flex align="center" gap={12} wrap>
            <Typography.Text>
              {page.revisions} {page.revisions === 1 ? 'revision' : 'revisions'}
              {page.published ? `, last published by ${page.author}` : ', not published yet'}
            </Typography.Text>
            <Button onClick={onOpenRevisions}>
              Revision history
            </Button>
          </Flex>
        </Section>
        <Section id="settings-permalink" title="Permalink">
          <PermalinkSection key={page.slug} eventId={eventId} pageId={page.id} slug={page.slug} publicBase={publicBase} editable={editable} />
        </Section>
        <Section id="settings-image" title="Featured image">
          <ImagePicker label="Featured image" value={image || null} onChange={(picked) => setImage(picked ?? '')} resourceId={eventId} />
        </Section>
        <Section id="settings-attributes" title="Page attributes">
          <Form.Item
            name="title"
            label="Title"
            rules={[{ validator: (_, value: string) => (pageTitleProblem(value ?? '') ? Promise.reject(new Error(pageTitleProblem(value ?? '')!)) : Promise.resolve()) }]}
          >
            <Input maxLength={pageLimits.titleMaxLength} />
          </Form.Item>
          <Form.Item name="order" label="Order" extra="1 to 10">
            <InputNumber min={pageLimits.order.min} max={pageLimits.order.max} precision={0} />
          </Form.Item>
          <Form.Item name="template" label="Template">
            <Select options={TEMPLATES.map((t) => ({ value: t.value, label: t.label, disabled: t.disabled }))} />
          </Form.Item>
          <Form.Item name="tags" label="Tags">
            <Select mode="tags" tokenSeparators={[',']} placeholder="Add tags" />
          </Form.Item>
        </Section>
      </Form>
    </Drawer>
  );
}
