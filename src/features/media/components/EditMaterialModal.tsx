import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { mediaItemMessages } from '@domain/media/media-record';
import { MAX_NAME_LENGTH } from '@domain/media/media-types';
import { useRenameMedia } from '../api/library-mutations';
import type { MediaItem } from '../model/media-item';
import { mediaErrorMessage } from '../model/server-message';
import { useMediaToasts } from './use-media-toasts';

/** The Material table's Edit (spec 002 section 2): the presentation's name, as decks and the bank show it. */
export function EditMaterialModal({ item, onClose }: { item: MediaItem; onClose(): void }) {
  const [name, setName] = useState(item.name);
  const [problem, setProblem] = useState<string | null>(null);
  const toasts = useMediaToasts();
  const rename = useRenameMedia({ onSuccess: () => toasts.success(mediaItemMessages.renamed) });
  const save = () => {
    if (!name.trim()) return setProblem(mediaItemMessages.nameRequired);
    setProblem(null);
    rename.mutate({ processId: item.id, name }, { onSuccess: onClose, onError: (error) => setProblem(mediaErrorMessage(error)) });
  };
  return (
    <Modal open title={`Edit ${item.name}`} okText="Save" onOk={save} onCancel={onClose} confirmLoading={rename.isPending} destroyOnHidden>
      <label>
        <Typography.Text>Name</Typography.Text>
        <Input value={name} maxLength={MAX_NAME_LENGTH} onChange={(e) => setName(e.target.value)} onPressEnter={save} />
      </label>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
