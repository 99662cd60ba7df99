import { MESSAGES } from '@odontia/viewer';

/** The message id of a failure while opening a series: the viewer's 'CT load failed' / 'CT parse failed'. */
export function ctErrorId(error: unknown): 'ct.loadFailed' | 'ct.parseFailed' {
  return error instanceof Error && error.message === MESSAGES.ctParseFailed ? 'ct.parseFailed' : 'ct.loadFailed';
}
