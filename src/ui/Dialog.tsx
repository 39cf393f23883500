import { Modal, type ModalProps } from 'antd';
import { Fragment, useState } from 'react';

export type DialogProps = Omit<ModalProps, 'open' | 'destroyOnHidden' | 'forceRender'> & { open: boolean };

/**
 * Every dialog of the app (the lint keeps antd's Modal to this file). What a dialog shows is
 * created when it opens and thrown away when it closes, so no dialog ever opens holding what the
 * last one held: a form's instance, its typed values and any other state live in `children`,
 * never in the component that opens the dialog.
 */
export function Dialog({ open, children, ...modal }: DialogProps) {
  // Each opening mounts the content anew, even when it reopens before the closing fade ended.
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <Modal {...modal} open={open} destroyOnHidden>
      <Fragment key={openings}>{children}</Fragment>
    </Modal>
  );
}
