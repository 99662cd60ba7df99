import { CtParseError, MESSAGES, type CtVolume } from '@odontia/viewer';

/** The message id of a failure while opening a series: the viewer's 'CT load failed' / 'CT parse failed'. */
export function ctErrorId(error: unknown): 'ct.loadFailed' | 'ct.parseFailed' {
  return error instanceof Error && error.message === MESSAGES.ctParseFailed ? 'ct.parseFailed' : 'ct.loadFailed';
}

/** A catalogue message with its values. */
export interface CtNotice {
  id: string;
  values?: Record<string, string | number>;
}

/** How many file names a message lists before it only counts the rest. */
const LISTED_FILES = 5;

/** File names for a message: the first few, then how many more. */
export function fileList(names: string[]): string {
  const listed = names.slice(0, LISTED_FILES).join(', ');
  return names.length > LISTED_FILES ? `${listed} (+${names.length - LISTED_FILES})` : listed;
}

/** The message of a failure while opening a series, naming the damaged files when the viewer named them. */
export function ctErrorNotice(error: unknown): CtNotice {
  const id = ctErrorId(error);
  if (id === 'ct.parseFailed' && error instanceof CtParseError && error.files.length)
    return { id: 'ct.parseFailedFiles', values: { files: fileList(error.files.map((f) => f.name)) } };
  return { id };
}

/** The warning for a series that opened without some damaged files, or null when every file was read. */
export function ctSkippedNotice(volume: CtVolume): CtNotice | null {
  if (!volume.skipped?.length) return null;
  return {
    id: 'ct.skippedFiles',
    values: { files: fileList(volume.skipped.map((f) => f.name)), filled: volume.filled?.length ?? 0 },
  };
}
