import { Avatar, Button, Flex, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EVENT_STATES, NO_STATE_LABEL } from '@domain/events/event-rules';
import { StateTag } from '@/ui/StateTag';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { isEventReady } from '../model/event';
import { canDelete, compareDates, eventTitle, formatListDate, titleElementId, type MyEventRow } from '../model/my-event-row';
import { ChoiceFilter, ColumnFilter, TextFilter } from './ColumnFilter';
import { EventRowActions } from './EventRowActions';
import { EventTags } from './EventTags';
import { Identicon } from './Identicon';
import { TableEmpty } from '@/ui/TableEmpty';

type Props = {
  rows: MyEventRow[];
  /** The text of the search box, for the message when nothing matches. */
  search: string;
  onOpenEvent: (eventId: string) => void;
  onDelete: (eventId: string) => void;
  onDuplicate: (row: MyEventRow) => void;
  deletingId: string | null;
};

/** The filter value of events without a state. */
const NO_STATE = '';
const stateOptions = [...EVENT_STATES.map((state) => ({ value: state, label: state })), { value: NO_STATE, label: NO_STATE_LABEL }];

const includes = (text: string, needle: string) => text.toLowerCase().includes(needle.trim().toLowerCase());

function Thumbnail({ row, onOpen }: { row: MyEventRow; onOpen: () => void }) {
  const picture = row.image ? <Avatar shape="square" size={40} src={row.image} alt="" /> : <Identicon id={row.id} />;
  if (!isEventReady(row)) return picture;
  return (
    <Button type="text" aria-label="Open event" aria-describedby={titleElementId(row.id)} onClick={onOpen} style={{ padding: 0, width: 40, height: 40 }}>
      {picture}
    </Button>
  );
}

function TitleCell({ row, onOpen }: { row: MyEventRow; onOpen: () => void }) {
  const title = eventTitle(row);
  return (
    <Flex vertical align="start" gap={2}>
      {isEventReady(row) ? (
        <Button id={titleElementId(row.id)} type="link" onClick={onOpen} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
          {title}
        </Button>
      ) : (
        <>
          <Typography.Text id={titleElementId(row.id)} strong>
            {title}
          </Typography.Text>
          <Flex role="status" align="center" gap={8}>
            <Spin size="small" aria-hidden />
            <Typography.Text>Creating event...</Typography.Text>
          </Flex>
        </>
      )}
      {row.organization && <Link to={`/organization/${encodeURIComponent(row.organization.id)}`}>{row.organization.name}</Link>}
    </Flex>
  );
}

/** The table of spec 000 section 2.5; the rows arrive already searched and newest first. */
export function MyEventsTable({ rows, search, onOpenEvent, onDelete, onDuplicate, deletingId }: Props) {
  const [titleFilter, setTitleFilter] = useState('');
  const [stateFilter, setStateFilter] = useState<string[]>([]);
  const [tagFilter, setTagFilter] = useState('');

  const shown = rows.filter(
    (row) =>
      includes(row.title, titleFilter) &&
      (stateFilter.length === 0 || stateFilter.includes(row.state ?? NO_STATE)) &&
      (!tagFilter.trim() || row.tags.some((tag) => includes(tag, tagFilter))),
  );

  const header = (title: string, filter: ReactNode) => (
    <Flex align="center" justify="space-between" gap={4}>
      <span>{title}</span>
      {filter}
    </Flex>
  );

  const columns: TableColumnsType<MyEventRow> = [
    { key: 'thumbnail', title: 'Event', width: 72, render: (_, row) => <Thumbnail row={row} onOpen={() => onOpenEvent(row.id)} /> },
    {
      key: 'title',
      width: 250,
      title: header(
        'Title',
        <ColumnFilter label="Search titles" icon="search" active={titleFilter.trim() !== ''}>
          {({ close, open }) => <TextFilter label="Search titles" value={titleFilter} open={open} onChange={setTitleFilter} close={close} />}
        </ColumnFilter>,
      ),
      render: (_, row) => <TitleCell row={row} onOpen={() => onOpenEvent(row.id)} />,
    },
    {
      key: 'state',
      width: '18%',
      title: header(
        'State',
        <ColumnFilter label="Filter states" icon="filter" active={stateFilter.length > 0}>
          {() => <ChoiceFilter options={stateOptions} value={stateFilter} onChange={setStateFilter} />}
        </ColumnFilter>,
      ),
      render: (_, row) => <StateTag state={row.state} />,
    },
    {
      key: 'date',
      title: 'Date',
      sorter: compareDates('date'),
      defaultSortOrder: 'descend',
      sortDirections: ['descend', 'ascend'],
      render: (_, row) => formatListDate(row.date),
    },
    {
      key: 'tags',
      title: header(
        'Tags',
        <ColumnFilter label="Search tags" icon="search" active={tagFilter.trim() !== ''}>
          {({ close, open }) => <TextFilter label="Search tags" value={tagFilter} open={open} onChange={setTagFilter} close={close} />}
        </ColumnFilter>,
      ),
      render: (_, row) => <EventTags tags={row.tags} describedBy={titleElementId(row.id)} />,
    },
    {
      key: 'createdAt',
      title: 'Created',
      // Below 1200 px the least needed column gives way, so the actions stay in the window.
      responsive: ['xl'],
      sorter: compareDates('createdAt'),
      sortDirections: ['descend', 'ascend'],
      render: (_, row) => formatListDate(row.createdAt),
    },
    {
      key: 'actions',
      title: <VisuallyHidden>Actions</VisuallyHidden>,
      width: 56,
      render: (_, row) =>
        canDelete(row) && (
          <EventRowActions
            describedBy={titleElementId(row.id)}
            deleting={deletingId === row.id}
            onDelete={() => onDelete(row.id)}
            onDuplicate={isEventReady(row) ? () => onDuplicate(row) : undefined}
          />
        ),
    },
  ];

  // Scrolled by its container: antd's own horizontal scroll adds a hidden measuring row that copies
  // the header's filter buttons, focusable inside aria-hidden.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<MyEventRow>
        rowKey="id"
        columns={columns}
        dataSource={shown}
        locale={{ emptyText: <TableEmpty>{search.trim() ? `No events match "${search.trim()}"` : 'No events match the filters'}</TableEmpty> }}
        pagination={{ placement: ['bottomCenter'], hideOnSinglePage: true }}
      />
    </div>
  );
}
