import { Alert, Button, Drawer, Empty, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { messageForError } from '@/lib/errors/error-catalogue';
import { PageSpinner } from '@/ui/PageSpinner';
import { useVersions, type VersionDoc } from '../../api/use-versions';
import { LIST_DATE_FORMAT } from '../../model/page-permissions';

type Props = { eventId: string; pageId: string; open: boolean; editable: boolean; onClose: () => void; onRestore: (version: VersionDoc) => void };

/** Width of the revision drawer (spec 002 section 9). */
const DRAWER_WIDTH = 300;

/** The revision history (spec 002 sections 2 and 7): the page's published versions, listed while the drawer is open, each restorable into the draft. */
export function RevisionDrawer({ eventId, pageId, open, editable, onClose, onRestore }: Props) {
  const versions = useVersions(eventId, pageId, open);
  return (
    <Drawer open={open} size={DRAWER_WIDTH} title="Revisions" onClose={onClose}>
      {versions.status === 'pending' && open && <PageSpinner label="Loading revisions" />}
      {versions.status === 'error' && <Alert type="error" showIcon role="alert" title={messageForError(versions.error)} />}
      {versions.status === 'success' &&
        (versions.data.length === 0 ? (
          <Empty description="No published revisions yet." />
        ) : (
          <List
            dataSource={versions.data}
            renderItem={(version) => (
              <List.Item
                actions={
                  editable
                    ? [
                        <Button key="restore" size="small" onClick={() => onRestore(version)} aria-label={`Restore revision ${version.revisions}`}>
                          Restore
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={`Revision ${version.revisions}`}
                  description={
                    <Typography.Text type="secondary">
                      {version.versionAuthor || version.author}
                      {version.versionDate ? ` · ${dayjs(version.versionDate).format(LIST_DATE_FORMAT)}` : ''} · {version.components.length} components
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        ))}
    </Drawer>
  );
}
