import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Toast,
  ToastTitle,
  Toaster,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import { loginUrl } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { MESSAGE_MS, subscribe, type Feedback } from './bus';
import { translateError } from './translate-error';

/** Renders what `publish` sends: toasts, and the login-expired dialog (seed 000 section 8). */
export function FeedbackHost() {
  const toasterId = useId('toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const intl = useIntl();
  const t = useT();
  const [expired, setExpired] = useState(false);
  const lastMessage = useRef<string | null>(null);
  const counter = useRef(0);

  useEffect(
    () =>
      subscribe((feedback: Feedback) => {
        if (feedback.kind === 'loginExpired') {
          setExpired(true);
          return;
        }
        counter.current += 1;
        const toastId = `toast-${counter.current}`;
        if (feedback.kind === 'error') {
          dispatchToast(
            <Toast>
              <ToastTitle>{translateError(intl, feedback.message, feedback.values)}</ToastTitle>
            </Toast>,
            { intent: 'error', timeout: feedback.timeout, toastId, position: 'top' },
          );
          return;
        }
        // Short messages replace the previous one.
        if (lastMessage.current) dismissToast(lastMessage.current);
        lastMessage.current = toastId;
        dispatchToast(
          <Toast>
            <ToastTitle>{intl.formatMessage({ id: feedback.messageId }, feedback.values)}</ToastTitle>
          </Toast>,
          { intent: feedback.kind, timeout: MESSAGE_MS, toastId, position: 'top' },
        );
      }),
    [dispatchToast, dismissToast, intl],
  );

  return (
    <>
      <Toaster toasterId={toasterId} position="top" pauseOnHover />
      {expired && <LoginExpiredDialog onClosed={() => setExpired(false)} title={t('feedback.tips')} />}
    </>
  );
}

interface DialogProps {
  title: string;
  onClosed(): void;
}

/** 'tips' / 'Your login has expired': closing it resets the token and goes to login with a redirect. */
function LoginExpiredDialog({ title, onClosed }: DialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { reset } = useSession();
  const close = async () => {
    const here = location.pathname + location.search;
    await reset();
    onClosed();
    navigate(loginUrl(here), { replace: true });
  };
  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-describedby="login-expired-text">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent id="login-expired-text">{t('feedback.loginExpired')}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => void close()}>
              {t('feedback.reLogin')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
