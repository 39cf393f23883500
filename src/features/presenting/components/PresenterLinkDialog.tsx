import { Alert, App, Checkbox, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  DEFAULT_EXPIRY,
  DEFAULT_PRESENTING_MINUTES,
  EXPIRY_CHOICES,
  LINK_EMAIL_MAX,
  LINK_NAME_MAX,
  PRESENTING_MINUTES_MAX,
  presenterLinkFormSchema,
  presenterTexts,
  type ExpiryInput,
} from '@domain/presenting/presenter-link';
import { Dialog } from '@/ui/Dialog';
import { useToasts } from '@/ui/use-toasts';
import { useSavePresenterLink } from '../api/presenter-link-mutations';
import { useDeckChoices } from '../api/use-deck-choices';
import type { LinkRow } from '../api/use-presenter-links';
import { presentingErrorMessage } from '../model/presenting-errors';

type Fields = { name: string; email: string; time: number | null; deckId: string | null; chat: boolean; notes: boolean; controls: boolean; expiry: ExpiryInput };

const FORM_ID = 'presenter-link-form';
/** Spec 001 section 9: Password and PIN protection are listed but disabled. */
const PROTECTION_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'pin', label: 'PIN', disabled: true },
  { value: 'password', label: 'Password', disabled: true },
];

type Save = ReturnType<typeof useSavePresenterLink>;

function LinkForm({ eventId, link, save, onDone }: { eventId: string; link: LinkRow | null; save: Save; onDone(): void }) {
  const { message } = App.useApp();
  const decks = useDeckChoices(eventId);
  const initial: Fields = {
    name: link?.name ?? '',
    email: link?.email ?? '',
    time: link?.time ?? DEFAULT_PRESENTING_MINUTES,
    deckId: link?.deckID ?? null,
    chat: link?.chat ?? true,
    notes: link?.notes ?? true,
    controls: link?.controls ?? true,
    expiry: link ? 'keep' : DEFAULT_EXPIRY,
  };
  const expiryOptions = [
    ...(link ? [{ value: 'keep', label: link.expires ? `Keep (${dayjs(link.expires).format('DD.MM.YYYY HH:mm')})` : 'Keep (never)' }] : []),
    ...EXPIRY_CHOICES.map((c) => ({ value: c.value, label: c.label })),
  ];
  const submit = (fields: Fields) => {
    if (save.isPending) return;
    const parsed = presenterLinkFormSchema.safeParse({ ...fields, time: fields.time ?? Number.NaN });
    if (!parsed.success) {
      void message.warning(parsed.error.issues[0]?.message ?? presenterTexts.saveFailed);
      return;
    }
    save.mutate({ linkId: link?.id, link: parsed.data }, { onSuccess: onDone });
  };
  return (
    <Form<Fields> id={FORM_ID} layout="vertical" initialValues={initial} onFinish={submit}>
      <Form.Item name="name" label="Presenter name" rules={[{ required: true, whitespace: true, message: presenterTexts.nameRequired }]}>
        <Input maxLength={LINK_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input maxLength={LINK_EMAIL_MAX} type="email" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="time" label="Presenting time (minutes)" rules={[{ required: true, type: 'integer', min: 1, max: PRESENTING_MINUTES_MAX, message: presenterTexts.timeRequired }]}>
          <InputNumber min={1} max={PRESENTING_MINUTES_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="expiry" label="Expires">
          <Select options={expiryOptions} style={{ minWidth: 180 }} />
        </Form.Item>
        <Form.Item label="Protection" htmlFor="presenter-link-protection">
          <Select id="presenter-link-protection" value="none" options={PROTECTION_OPTIONS} style={{ minWidth: 140 }} />
        </Form.Item>
      </Flex>
      <Form.Item name="deckId" label="Deck" extra="Without one, the presenter shows the stream’s deck.">
        <Select
          allowClear
          placeholder="The stream’s deck"
          loading={decks.status === 'pending'}
          options={(decks.data ?? []).map((d) => ({ value: d.id, label: d.title }))}
        />
      </Form.Item>
      <Typography.Text strong>The presenter may</Typography.Text>
      <Flex gap={16} wrap style={{ marginTop: 8 }}>
        <Form.Item name="controls" valuePropName="checked" noStyle>
          <Checkbox>Control the slides</Checkbox>
        </Form.Item>
        <Form.Item name="notes" valuePropName="checked" noStyle>
          <Checkbox>See the notes</Checkbox>
        </Form.Item>
        <Form.Item name="chat" valuePropName="checked" noStyle>
          <Checkbox>Read the chat routed to the presenter</Checkbox>
        </Form.Item>
      </Flex>
      {save.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon role="alert" title={presentingErrorMessage(save.error) || presenterTexts.saveFailed} />}
    </Form>
  );
}

/** New and edit presenter link (spec 001 sections 3, 5 and 9). */
export function PresenterLinkDialog({ eventId, streamId, open, link, onClose }: { eventId: string; streamId: string; open: boolean; link: LinkRow | null; onClose(): void }) {
  const toasts = useToasts();
  const save = useSavePresenterLink(eventId, streamId, { onSuccess: (_, { linkId }) => toasts.success(linkId ? presenterTexts.updated : presenterTexts.created) });
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={link ? 'Edit presenter link' : 'New presenter link'}
      okText="Save"
      okButtonProps={{ htmlType: 'submit', form: FORM_ID }}
      confirmLoading={save.isPending}
      onCancel={close}
      width={600}
    >
      <LinkForm eventId={eventId} link={link} save={save} onDone={close} />
    </Dialog>
  );
}
