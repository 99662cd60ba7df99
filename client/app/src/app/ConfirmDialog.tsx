import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';

interface Props {
  title?: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** When given, the user must type this text before confirming (destructive actions). */
  typeToConfirm?: string;
  busy?: boolean;
  /** A returned promise keeps the dialog busy until it settles, so OK runs the action once. */
  onConfirm(): void | Promise<unknown>;
  onCancel(): void;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  typeToConfirm,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
    }
  };
  const blocked = typeToConfirm !== undefined && typed.trim() !== typeToConfirm;
  return (
    <Dialog open modalType="alert" onOpenChange={() => undefined}>
      <DialogSurface style={{ maxWidth: '480px' }}>
        <DialogBody>
          <DialogTitle>{title ?? t('common.confirmTitle')}</DialogTitle>
          <DialogContent>
            {children}
            {typeToConfirm !== undefined && (
              <Field label={t('common.typeToConfirm', { text: typeToConfirm })} style={{ marginTop: 12 }}>
                <Input value={typed} onChange={(_, data) => setTyped(data.value)} />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button disabled={running} onClick={onCancel}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={blocked || busy || running} onClick={() => void confirm()}>
              {confirmLabel ?? t('common.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
