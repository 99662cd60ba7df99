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
  ToastTrigger,
  Toaster,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import { isPublicPath, loginUrl } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { NETWORK_ABNORMAL } from '../api/errors';
import { ERROR_MS, MESSAGE_MS, publish, STICKY_ERROR_MS, subscribe, type Feedback } from './bus';
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
  const { pathname } = useLocation();
  const publicPath = useRef(false);
  publicPath.current = isPublicPath(pathname);

  useEffect(
    () =>
      subscribe((feedback: Feedback) => {
        if (feedback.kind === 'unauthenticated' && !publicPath.current) {
          setExpired(true);
          return;
        }
        counter.current += 1;
        const toastId = `toast-${counter.current}`;
        if (feedback.kind === 'error' || feedback.kind === 'unauthenticated') {
          const sticky = feedback.kind === 'unauthenticated';
          const values = feedback.kind === 'error' ? feedback.values : undefined;
          dispatchToast(
            <Toast>
              <ToastTitle
                action={
                  sticky ? (
                    <ToastTrigger>
                      <Button
                        appearance="transparent"
                        size="small"
                        icon={<DismissRegular />}
                        aria-label={t('common.close')}
                      />
                    </ToastTrigger>
                  ) : undefined
                }
              >
                {translateError(intl, feedback.message, values)}
              </ToastTitle>
            </Toast>,
            { intent: 'error', timeout: sticky ? STICKY_ERROR_MS : feedback.timeout, toastId, position: 'top' },
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
    [dispatchToast, dismissToast, intl, t],
  );

  // Losing the connection is said at once, not only when the next request fails.
  useEffect(() => {
    const onOffline = () => publish({ kind: 'error', message: NETWORK_ABNORMAL, timeout: ERROR_MS });
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, []);

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
