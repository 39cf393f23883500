import { Alert, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { agendaLimits, agendaMessages, type AgendaInput } from '@domain/agenda/agenda-item';
import { messageForError } from '@/lib/errors/error-catalogue';
import { DateTimeField } from '@/ui/DateTimeField';
import type { AgendaItem, DeckName, PresenterName } from '../model/agenda-row';

type Fields = { title: string; startsAt: Dayjs | null; endsAt: Dayjs | null; presenters: string[]; deck: string | null };

const toInput = (fields: Fields): AgendaInput => ({
  title: fields.title,
  startsAt: fields.startsAt ? fields.startsAt.startOf('minute').valueOf() : null,
  endsAt: fields.endsAt ? fields.endsAt.startOf('minute').valueOf() : null,
  presenters: fields.presenters,
  deck: fields.deck ?? null,
});

type Props = {
  /** The form's id, for a submit button outside it (a dialog's OK). */
  id: string;
  item: AgendaItem | null;
  presenters: readonly PresenterName[];
  decks: readonly DeckName[];
  disabled?: boolean;
  /** The last save's failure, shown under the fields. */
  error: unknown;
  onSubmit(item: AgendaInput): void;
};

/** An agenda item's fields: its title, when it starts and ends, who speaks and the deck shown. */
export function AgendaForm({ id, item, presenters, decks, disabled, error, onSubmit }: Props) {
  const initial: Fields = {
    title: item?.title ?? '',
    startsAt: item?.startsAt ? dayjs(item.startsAt) : null,
    endsAt: item?.endsAt ? dayjs(item.endsAt) : null,
    // A presenter deleted since the item was saved is not offered again.
    presenters: (item?.presenters ?? []).filter((p) => presenters.some((known) => known.id === p)),
    // Likewise a deck deleted since.
    deck: item?.deck && decks.some((d) => d.id === item.deck) ? item.deck : null,
  };
  return (
    <Form<Fields> id={id} layout="vertical" initialValues={initial} disabled={disabled} onFinish={(fields) => onSubmit(toInput(fields))}>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: agendaMessages.titleRequired }]}>
        <Input maxLength={agendaLimits.titleMaxLength} />
      </Form.Item>
      <Form.Item name="startsAt" label="Starts" rules={[{ required: true, message: agendaMessages.startRequired }]}>
        <DateTimeField />
      </Form.Item>
      <Form.Item
        name="endsAt"
        label="Ends"
        dependencies={['startsAt']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, end: Dayjs | null) => {
              const start = getFieldValue('startsAt') as Dayjs | null;
              return start && end && !end.startOf('minute').isAfter(start.startOf('minute')) ? Promise.reject(new Error(agendaMessages.endBeforeStart)) : Promise.resolve();
            },
          }),
        ]}
      >
        <DateTimeField />
      </Form.Item>
      <Form.Item name="presenters" label="Presenters">
        <Select
          mode="multiple"
          virtual={false}
          placeholder="No presenters"
          maxCount={agendaLimits.maxPresenters}
          optionFilterProp="label"
          options={presenters.map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name="deck" label="Deck">
        <Select allowClear virtual={false} placeholder="No deck" optionFilterProp="label" options={decks.map((d) => ({ value: d.id, label: d.title }))} />
      </Form.Item>
      {error !== null && <Alert type="error" showIcon role="alert" title={messageForError(error)} />}
    </Form>
  );
}
