import { DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal, Popconfirm, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { folderMessages } from '@domain/media/media-record';
import { cleanFolderTitle } from '@domain/media/media-record';
import { useFolderMutations } from '../api/library-mutations';
import { folderTree, type Folder, type FolderNode } from '../model/folder-tree';
import { useMediaToasts } from './use-media-toasts';

type Props = {
  resourceId: string;
  folders: Folder[];
  selected: string | null;
  onSelect(folderId: string): void;
  canEdit: boolean;
};

const toTreeData = (nodes: FolderNode[]): TreeDataNode[] => nodes.map((n) => ({ key: n.id, title: n.title, children: toTreeData(n.children) }));

/**
 * The library's folders (spec 002 sections 2 and 5): choose one to open it; producers create
 * folders (at least 2 characters) inside the open one, rename and delete them. The top-level
 * folder can be neither renamed nor deleted.
 */
export function FolderTree({ resourceId, folders, selected, onSelect, canEdit }: Props) {
  const toasts = useMediaToasts();
  const onError = (error: unknown) => toasts.failure(error);
  const mutations = useFolderMutations(resourceId, {
    create: { onSuccess: () => toasts.success(folderMessages.created), onError },
    rename: { onSuccess: () => toasts.success(folderMessages.renamed), onError },
    remove: { onError: () => toasts.error(folderMessages.deleteFailed) },
  });
  const [dialog, setDialog] = useState<{ mode: 'create' | 'rename'; title: string } | null>(null);
  const tree = useMemo(() => folderTree(folders), [folders]);
  const current = folders.find((f) => f.id === selected) ?? null;
  const expanded = useMemo(() => folders.map((f) => f.id), [folders]);

  const submit = () => {
    if (!dialog || !current) return;
    const title = cleanFolderTitle(dialog.title);
    // Spec 002 section 5: a name under 2 characters does nothing.
    if (!title) return;
    const done = { onSuccess: () => setDialog(null) };
    if (dialog.mode === 'create') mutations.create.mutate({ parentId: current.id, title }, done);
    else mutations.rename.mutate({ folderId: current.id, title }, done);
  };

  return (
    <nav aria-label="Folders" className="media-folders">
      {canEdit && (
        <Flex gap={4} wrap>
          <Button size="small" icon={<FolderAddOutlined />} disabled={!current} onClick={() => setDialog({ mode: 'create', title: '' })}>
            New folder
          </Button>
          <Button size="small" icon={<EditOutlined />} disabled={!current || current.root} onClick={() => setDialog({ mode: 'rename', title: current?.title ?? '' })}>
            Rename
          </Button>
          <Popconfirm
            title={folderMessages.deleteConfirm}
            okText="Confirm"
            disabled={!current || current.root}
            onConfirm={() => current && mutations.remove.mutate(current.id, { onSuccess: () => current.parent && onSelect(current.parent) })}
          >
            <Button size="small" danger icon={<DeleteOutlined />} disabled={!current || current.root} loading={mutations.remove.isPending}>
              Delete
            </Button>
          </Popconfirm>
        </Flex>
      )}
      <Tree
        treeData={toTreeData(tree)}
        selectedKeys={selected ? [selected] : []}
        expandedKeys={expanded}
        onSelect={(keys) => keys[0] !== undefined && onSelect(String(keys[0]))}
        blockNode
      />
      <Modal
        open={dialog !== null}
        title={dialog?.mode === 'rename' ? 'Rename folder' : 'New folder'}
        okText={dialog?.mode === 'rename' ? 'Rename' : 'Create'}
        onOk={submit}
        onCancel={() => setDialog(null)}
        confirmLoading={mutations.create.isPending || mutations.rename.isPending}
        destroyOnHidden
      >
        <Input
          aria-label="Folder name"
          placeholder="Folder name"
          value={dialog?.title ?? ''}
          onChange={(e) => setDialog((d) => d && { ...d, title: e.target.value })}
          onPressEnter={submit}
          autoFocus
        />
      </Modal>
    </nav>
  );
}
