/** What the app wants to tell the user; FeedbackHost renders it, anything may publish it. */
export type Feedback =
  | { kind: 'error'; message: string; values?: Record<string, string | number>; timeout: number }
  | { kind: 'success' | 'warning' | 'info'; messageId: string; values?: Record<string, string | number> }
  /** 401: the login-expired dialog on a signed-in path, a closable 8000 ms toast on a public one. */
  | { kind: 'unauthenticated'; message: string };

const listeners = new Set<(feedback: Feedback) => void>();

export function publish(feedback: Feedback): void {
  listeners.forEach((listener) => listener(feedback));
}

export function subscribe(listener: (feedback: Feedback) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Short messages last 2000 ms and replace the previous one (seed 000 section 8). */
export const MESSAGE_MS = 2000;
export const ERROR_MS = 3000;
export const STICKY_ERROR_MS = 8000;

export const notify = {
  success: (messageId: string, values?: Record<string, string | number>) =>
    publish({ kind: 'success', messageId, values }),
  warning: (messageId: string, values?: Record<string, string | number>) =>
    publish({ kind: 'warning', messageId, values }),
  info: (messageId: string, values?: Record<string, string | number>) => publish({ kind: 'info', messageId, values }),
  /** `message`: a catalogue message (translated under `error.`) or a client message id. */
  error: (message: string, values?: Record<string, string | number>) =>
    publish({ kind: 'error', message, values, timeout: ERROR_MS }),
};
