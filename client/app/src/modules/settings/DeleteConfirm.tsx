import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { notify } from '../../feedback/bus';

interface Props {
  children: ReactNode;
  onDelete(): Promise<unknown>;
  onClose(): void;
}

/** Confirms a delete, runs it and says so; a failure is already shown by the global error handler. */
export function DeleteConfirm({ children, onDelete, onClose }: Props) {
  return (
    <ConfirmDialog
      onCancel={onClose}
      onConfirm={async () => {
        const done = await onDelete().then(
          () => true,
          () => false,
        );
        if (done) notify.success('feedback.deleteSuccess');
        onClose();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
