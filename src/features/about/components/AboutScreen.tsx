import { Alert, Button, Empty, Table, Tabs, Typography } from 'antd';
import { messageForError } from '@/lib/errors/error-catalogue';
import { PageHeading } from '@/ui/PageHeading';
import { PageSpinner } from '@/ui/PageSpinner';
import { useLicenses } from '../api/get-licenses';
import { useReleaseNotes } from '../api/get-release-notes';
import type { LicenseEntry } from '../model/about';

/** About (spec 000 section 2.2): release notes and licences, from static JSON files. */
export function AboutScreen() {
  return (
    <section>
      <PageHeading>About</PageHeading>
      <Tabs
        tabPlacement="start"
        items={[
          { key: 'release-notes', label: 'Release Notes', children: <ReleaseNotes /> },
          { key: 'licenses', label: 'Licenses', children: <Licenses /> },
        ]}
      />
    </section>
  );
}

/** Both tabs read a static file; when it fails the tab says which one and offers another try. */
function LoadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={`${what} could not be loaded.`}
      description={messageForError(error)}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}

function ReleaseNotes() {
  const notes = useReleaseNotes();
  if (notes.isPending) return <PageSpinner label="Loading release notes" />;
  if (notes.isError) return <LoadFailure what="The release notes" error={notes.error} onRetry={() => void notes.refetch()} />;
  if (notes.data.length === 0) return <Empty description="No release notes" />;
  return (
    <>
      {notes.data.map((release) => (
        <article key={release.version} style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {release.version} — {release.title}
          </Typography.Title>
          <Typography.Text>{release.date}</Typography.Text>
          <ul>
            {release.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </article>
      ))}
    </>
  );
}

const columns = [
  { title: 'Package', dataIndex: 'name', key: 'name' },
  { title: 'Version', dataIndex: 'version', key: 'version' },
  { title: 'License', dataIndex: 'license', key: 'license' },
];

function Licenses() {
  const licenses = useLicenses();
  if (licenses.isPending) return <PageSpinner label="Loading licenses" />;
  if (licenses.isError) return <LoadFailure what="The licenses" error={licenses.error} onRetry={() => void licenses.refetch()} />;
  return (
    <Table<LicenseEntry>
      rowKey="name"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={licenses.data}
      locale={{ emptyText: <Empty description="No licenses listed" /> }}
    />
  );
}
