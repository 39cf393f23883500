import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Pagination, Popconfirm, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PARTICIPANT_PAGE_SIZES, participantMessages, type ParticipantSort } from '@domain/participants/participant-listing';
import { ENGAGEMENT_EXPLANATION } from '@domain/participants/participant-record';
import { roleAtLeast } from '@domain/permissions/roles';
import { useEventRole } from '@/lib/access/event-role';
import { useBackend } from '@/lib/backend-context';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { TableEmpty } from '@/ui/TableEmpty';
import { useToasts } from '@/ui/use-toasts';
import { exportParticipants, type ExportFormat } from '../api/export-participants';
import { useDeleteParticipant } from '../api/participant-mutations';
import { useParticipantsPage, useRegistrationFields, type ParticipantFilter } from '../api/use-participants';
import { participantColumns, type ParticipantRow } from '../model/participant-columns';
import { ParticipantViewModal } from './ParticipantViewModal';
import { StateTag } from './StateTag';
import './participants.css';

const FIRST_FILTER: ParticipantFilter = { sort: 'name', direction: 'asc', search: '', showDisabled: false, pageSize: PARTICIPANT_PAGE_SIZES.default };

/** /participants (spec 002 sections 2 and 4; issue 31): the event's participants, paged by the server. */
export function ParticipantsScreen({ eventId, uid }: { eventId: string; uid: string }) {
  const backend = useBackend();
  const navigate = useNavigate();
  const toasts = useToasts();
  const role = useEventRole(eventId, uid);
  const canDelete = role.status === 'success' && roleAtLeast(role.data, 'owner');
  const fields = useRegistrationFields(eventId);
  const columns = useMemo(() => participantColumns(fields), [fields]);
  const [filter, setFilter] = useState<ParticipantFilter>(FIRST_FILTER);
  const [searchText, setSearchText] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [searches, setSearches] = useState(0);
  const page = useParticipantsPage(eventId, filter, pageNumber, searches);
  const [viewing, setViewing] = useState<ParticipantRow | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const remove = useDeleteParticipant(eventId, {
    onSuccess: () => toasts.success(participantMessages.deleted),
    onError: (error) => toasts.failure(error),
  });

  const refilter = (changes: Partial<ParticipantFilter>) => {
    setFilter((current) => ({ ...current, ...changes }));
    setPageNumber(1);
  };

  const onExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const count = await exportParticipants(backend, eventId, filter, columns, format);
      toasts.success(`Exported ${count.toLocaleString('en-US')} participant${count === 1 ? '' : 's'}`);
    } catch (error) {
      toasts.failure(error);
    } finally {
      setExporting(null);
    }
  };

  const tableColumns: TableColumnsType<ParticipantRow> = [
    ...columns.map((column) => ({
      key: column.key,
      title:
        column.key === 'engagement' ? (
          // antd copies a header into a hidden measuring row, where nothing may take the focus: the
          // keyboard reaches the same explanation through the button beside the filters.
          <Tooltip title={ENGAGEMENT_EXPLANATION}>
            <span>
              Engagement <InfoCircleOutlined />
            </span>
          </Tooltip>
        ) : (
          column.title
        ),
      sorter: column.sort !== undefined,
      sortOrder: column.sort === filter.sort ? (filter.direction === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
      render: (_: unknown, row: ParticipantRow) => (column.key === 'state' ? <StateTag state={row.state} /> : column.value(row)),
    })),
    {
      key: 'actions',
      title: <span className="sr-only">Actions</span>,
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => setViewing(row)} aria-label={`View ${row.name || row.email}`}>
            View
          </Button>
          {canDelete && !row.disabled && (
            <Popconfirm
              title={`Delete ${row.name ? `${row.name} (${row.email})` : row.email}?`}
              description="They are hidden from this list and cannot register again."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate(row.id)}
            >
              <Button size="small" danger aria-label={`Delete ${row.name || row.email}`}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const onSort = (sorter: SorterResult<ParticipantRow> | SorterResult<ParticipantRow>[]) => {
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = columns.find((column) => column.key === chosen?.columnKey)?.sort;
    if (!sort || !chosen.order) refilter({ sort: 'name', direction: 'asc' });
    else refilter({ sort: sort as ParticipantSort, direction: chosen.order === 'descend' ? 'desc' : 'asc' });
  };

  const total = page.data?.total ?? 0;
  const rows = page.data?.participants ?? [];
  return (
    <section className="participants-screen">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <PageHeading>Participants</PageHeading>
        <Space wrap>
          <Button type="primary" onClick={() => void navigate('/participants/import')}>
            Import
          </Button>
          <Button loading={exporting === 'csv'} disabled={exporting !== null} onClick={() => void onExport('csv')}>
            Export CSV
          </Button>
          <Button loading={exporting === 'xlsx'} disabled={exporting !== null} onClick={() => void onExport('xlsx')}>
            Export xlsx
          </Button>
        </Space>
      </Flex>
      <Flex wrap gap={12} align="center" className="participants-filters">
        <Input.Search
          allowClear
          aria-label="Search participants by name or email"
          placeholder="Search by name or email"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(search) => {
            refilter({ search });
            // Searching again for the same words reads them again: someone may have registered since.
            setSearches((count) => count + 1);
          }}
          className="participants-search"
        />
        <Checkbox checked={filter.showDisabled} onChange={(event) => refilter({ showDisabled: event.target.checked })}>
          Show disabled
        </Checkbox>
        <Tooltip title={ENGAGEMENT_EXPLANATION} trigger={['hover', 'focus']}>
          <Button type="text" icon={<InfoCircleOutlined />} aria-describedby="engagement-explanation">
            What is engagement?
          </Button>
        </Tooltip>
        <span id="engagement-explanation" className="sr-only">
          {ENGAGEMENT_EXPLANATION}
        </span>
      </Flex>
      {page.status === 'error' && <ErrorAlert error={page.error} />}
      <Table<ParticipantRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={page.isFetching}
        dataSource={rows}
        columns={tableColumns}
        pagination={false}
        onChange={(_pagination, _filters, sorter) => onSort(sorter)}
        locale={{ emptyText: <TableEmpty>{filter.search ? 'No participant matches the search' : 'No participants yet'}</TableEmpty> }}
      />
      <Flex justify="center" className="participants-pager">
        <Pagination
          current={pageNumber}
          pageSize={filter.pageSize}
          total={total}
          showSizeChanger={false}
          showTotal={(count) => `${count.toLocaleString('en-US')} participant${count === 1 ? '' : 's'}`}
          onChange={setPageNumber}
        />
      </Flex>
      {viewing && <ParticipantViewModal eventId={eventId} participant={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
