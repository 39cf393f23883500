import { Alert, App, Flex, Skeleton, Typography } from 'antd';
import { useMemo, useState, type DragEvent } from 'react';
import { mediaItemMessages } from '@domain/media/media-record';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { PageHeading } from '@/ui/PageHeading';
import { useEventRole } from '@/lib/access/event-role';
import { roleAtLeast } from '@domain/permissions/roles';
import { useFolders } from '../api/use-folders';
import { folderItemsQuery, searchQuery, useMediaItems } from '../api/use-media-items';
import { useUploadQueue } from '../api/use-upload-queue';
import { sortItems, type MediaItem } from '../model/media-item';
import { FolderTree } from './FolderTree';
import { LibraryToolbar, type LibraryView } from './LibraryToolbar';
import { MediaGrid } from './MediaGrid';
import { MediaPreview } from './MediaPreview';
import { SelectedStrip } from './SelectedStrip';
import { UploadButton } from './UploadButton';
import { UploadList } from './UploadList';
import './media.css';

export type MediaLibraryScreenProps = {
  /** The event (/media) or the organisation (/organization/{id}/materials) whose library this is. */
  resourceId: string;
  uid: string;
  isEvent: boolean;
  title: string;
};

/**
 * The media library (spec 002 section 2, Media): folders on the left with search and upload,
 * the open folder's files on the right. Viewers look; producers and owners upload and change.
 */
export function MediaLibraryScreen({ resourceId, uid, isEvent, title }: MediaLibraryScreenProps) {
  const { message } = App.useApp();
  const role = useEventRole(resourceId, uid);
  const canEdit = role.status === 'success' && roleAtLeast(role.data, 'producer');
  const folders = useFolders(resourceId, canEdit);
  const [chosenFolder, setChosenFolder] = useState<string | null>(null);
  const rootId = folders.data?.find((f) => f.root)?.id ?? null;
  const folderId = chosenFolder && folders.data?.some((f) => f.id === chosenFolder) ? chosenFolder : rootId;
  const [view, setView] = useState<LibraryView>({ search: '', order: 'recent', kinds: ['image', 'video', 'document'], multiple: false });
  const search = view.search.trim().toLowerCase();
  const items = useMediaItems(search ? searchQuery(resourceId, search) : folderId ? folderItemsQuery(resourceId, folderId) : null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [preview, setPreview] = useState<MediaItem | null>(null);
  const uploads = useUploadQueue();

  const shown = useMemo(() => sortItems((items.data ?? []).filter((i) => view.kinds.includes(i.kind)), view.order), [items.data, view.kinds, view.order]);
  const byId = new Map((items.data ?? []).map((i) => [i.id, i]));
  const selected = selectedIds.map((id) => byId.get(id)).filter((i): i is MediaItem => i !== undefined);

  const toggle = (item: MediaItem) =>
    setSelectedIds((ids) => (ids.includes(item.id) ? ids.filter((id) => id !== item.id) : view.multiple ? [...ids, item.id] : [item.id]));
  const upload = (files: File[]) => {
    const refusal = uploads.start(files, { resourceId, folderId, isEvent });
    if (refusal) void message.error(refusal);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    if (canEdit && e.dataTransfer.files.length) upload([...e.dataTransfer.files]);
  };
  const openUpload = () => document.querySelector<HTMLInputElement>('.media-library input[type=file]')?.click();

  return (
    <section className="media-library">
      <PageHeading>{title}</PageHeading>
      {role.status === 'error' && <ErrorAlert error={role.error} />}
      {role.status === 'success' && !canEdit && <Typography.Paragraph type="secondary">You can view this library. Producers and owners upload and change files.</Typography.Paragraph>}
      <Flex gap={16} align="start" className="media-layout">
        <aside className="media-sidebar">
          {canEdit && <UploadButton onFiles={upload} disabled={!folderId} />}
          {folders.status === 'pending' && <Skeleton active paragraph={{ rows: 3 }} />}
          {folders.status === 'error' && <ErrorAlert error={folders.error} />}
          {folders.status === 'success' && (
            <FolderTree resourceId={resourceId} folders={folders.data} selected={folderId} onSelect={setChosenFolder} canEdit={canEdit} />
          )}
        </aside>
        <div className="media-main" onDragOver={(e) => canEdit && e.preventDefault()} onDrop={onDrop}>
          <LibraryToolbar view={view} onChange={(next) => (setView(next), !next.multiple && setSelectedIds((ids) => ids.slice(0, 1)))} />
          <UploadList rows={uploads.rows} onCancel={uploads.cancel} onClear={uploads.clearFinished} />
          {view.multiple && <SelectedStrip items={selected} onReorder={setSelectedIds} />}
          <Typography.Text type="secondary" role="status">
            {selected.length ? `${selected.length} selected` : mediaItemMessages.selectFiles}
          </Typography.Text>
          {items.status === 'pending' && <Skeleton active />}
          {items.status === 'error' && <Alert type="error" showIcon title="The files could not be loaded." />}
          {items.status === 'success' && (
            <MediaGrid items={shown} canEdit={canEdit} selectedIds={selectedIds} onToggle={toggle} onPreview={setPreview} onUploadClick={canEdit ? openUpload : undefined} />
          )}
        </div>
      </Flex>
      <MediaPreview item={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
