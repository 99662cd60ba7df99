import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';

interface Props {
  message: string;
  onCancel(): void;
  /** The dialog stays open (busy) until it settles. */
  onConfirm(): Promise<unknown>;
}

/** 'Confirm' with the stated consequence; OK runs the action once. */
export function ConfirmDialog({ message, onCancel, onConfirm }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, { open }) => !open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('common.confirmTitle')}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
              {t('common.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
