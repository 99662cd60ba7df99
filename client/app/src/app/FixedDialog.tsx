import {
  Button,
  Dialog,
  DialogBody,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  surface: { maxWidth: 'calc(100vw - 32px)', maxHeight: 'calc(100vh - 48px)', overflowY: 'auto' },
});

interface Props {
  title: ReactNode;
  width: number;
  children: ReactNode;
  className?: string;
  /** Shows a close button in the title (read-only dialogs without a footer). */
  onClose?(): void;
}

/**
 * A centred dialog that neither an outside click nor Escape closes (the seeds' patient, case,
 * tooth and application dialogs): only its own buttons do, so `open` is never changed from here.
 */
export function FixedDialog({ title, width, children, className, onClose }: Props) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <Dialog open modalType="alert" onOpenChange={() => undefined}>
      <DialogSurface className={mergeClasses(styles.surface, className)} style={{ width: `${width}px` }}>
        <DialogBody>
          <DialogTitle
            action={
              onClose ? (
                <Button
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label={intl.formatMessage({ id: 'common.close' })}
                  onClick={onClose}
                />
              ) : undefined
            }
          >
            {title}
          </DialogTitle>
          {children}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
