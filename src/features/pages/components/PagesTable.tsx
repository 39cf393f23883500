import { DeleteOutlined, EditOutlined, RollbackOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { messageForError } from '@/lib/errors/error-catalogue';
import type { LiveState } from '@/lib/live/use-live-subscription';
import { PageSpinner } from '@/ui/PageSpinner';
import { TableEmpty } from '@/ui/TableEmpty';
import { useDeletePage, useDuplicatePage, useRemovePage, useRestorePage } from './page-calls';
import { publicPageUrl, type PageDoc } from '../model/page-doc';
import { LIST_DATE_FORMAT, type PagePermissions } from '../model/page-permissions';
import { publicationOf } from '../model/publication';

type Props = {
  eventId: string;
  pages: LiveState<PageDoc[]>;
  archived: boolean;
  site: { slug: string; frontPage: string };
  permissions: PagePermissions;
};

const when = (date: Date | null) => (date ? dayjs(date).format(LIST_DATE_FORMAT) : '');
const titleOf = (page: PageDoc) => page.title || page.slug;

/**
 * The Active or Archived pages (spec 002 section 2): Title, Slug (a link to the public page),
 * Updated, Created and Action. Active rows: Edit, Duplicate, Delete (soft). Archived: Use, Hard delete.
 */
export function PagesTable({ eventId, pages, archived, site, permissions }: Props) {
  const { modal } = App.useApp();
  const remove = useRemovePage();
  const restore = useRestorePage();
  const hardDelete = useDeletePage();
  const duplicate = useDuplicatePage();

  if (pages.status === 'pending') return <PageSpinner label="Loading pages" />;
  if (pages.status === 'error') return <Alert type="error" showIcon role="alert" title="The pages could not be loaded." description={messageForError(pages.error)} />;
  const rows = pages.data.filter((page) => page.removed === archived);

  const confirm = (title: string, content: string, onOk: () => void) => modal.confirm({ title, content, okText: 'Yes', cancelText: 'No', okButtonProps: { danger: true }, onOk });

  const actions = (page: PageDoc) =>
    archived ? (
      <Space wrap>
        {permissions.edit && (
          <Button size="small" icon={<RollbackOutlined aria-hidden />} aria-label={`Use ${titleOf(page)}`} onClick={() => restore.mutate({ eventId, pageId: page.id, removed: false })}>
            Use
          </Button>
        )}
        {permissions.createAndDelete && (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Hard delete ${titleOf(page)}`}
            onClick={() => confirm(`Delete ${titleOf(page)} for good?`, 'The page, its revisions and drafts are deleted. This cannot be undone.', () => hardDelete.mutate({ eventId, pageId: page.id }))}
          >
            Hard delete
          </Button>
        )}
      </Space>
    ) : (
      <Space wrap>
        <Link to={`/pages/${encodeURIComponent(page.id)}`} aria-label={`Edit ${titleOf(page)}`}>
          <EditOutlined aria-hidden /> Edit
        </Link>
        {permissions.createAndDelete && (
          <Button size="small" icon={<CopyOutlined aria-hidden />} aria-label={`Duplicate ${titleOf(page)}`} onClick={() => duplicate.mutate({ eventId, pageId: page.id })}>
            Duplicate
          </Button>
        )}
        {permissions.edit && (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Delete ${titleOf(page)}`}
            onClick={() => confirm(`Delete ${titleOf(page)}?`, 'The page moves to Archived, where Use brings it back.', () => remove.mutate({ eventId, pageId: page.id, removed: true }))}
          >
            Delete
          </Button>
        )}
      </Space>
    );

  const columns: TableColumnsType<PageDoc> = [
    {
      key: 'title',
      title: 'Title',
      render: (_, page) => (
        <Space wrap size={4}>
          {titleOf(page)}
          {page.id === site.frontPage && <Tag color="blue">Front page</Tag>}
          {!page.published && <Tag>{publicationOf(page.published, false).label}</Tag>}
        </Space>
      ),
    },
    {
      key: 'slug',
      title: 'Slug',
      render: (_, page) =>
        site.slug && page.published && !page.removed ? (
          <a href={publicPageUrl(site.slug, page.slug, page.id === site.frontPage)} target="_blank" rel="noreferrer" aria-label={`${page.slug} (public page, opens in a new tab)`}>
            {page.slug}
          </a>
        ) : (
          page.slug
        ),
    },
    { key: 'updatedAt', title: 'Updated', render: (_, page) => when(page.updatedAt) },
    { key: 'createdAt', title: 'Created', render: (_, page) => when(page.createdAt) },
    // Pinned to the right edge: the other columns scroll beneath it on narrow windows (at 820 px
    // Delete lay outside the window; issue 17).
    { key: 'action', title: 'Action', fixed: 'right', render: (_, page) => actions(page) },
  ];

  return (
    <Table<PageDoc>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      // A page's `children` are its sub-pages in the settings, not rows of this table.
      expandable={{ childrenColumnName: 'tableRows' }}
      pagination={{ placement: ['bottomCenter'], hideOnSinglePage: true }}
      locale={{ emptyText: <TableEmpty>{archived ? 'No archived pages' : 'No pages'}</TableEmpty> }}
      scroll={{ x: 'max-content' }}
    />
  );
}
