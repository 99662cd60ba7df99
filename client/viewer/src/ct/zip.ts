import { unzipSync } from 'fflate';
import { CtParseError, type DicomFile } from './dicom.js';

/** Entries of a series archive that are not slices: folders, macOS resource forks, hidden files, the DICOMDIR index. */
function isSliceEntry(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return (
    !path.endsWith('/') && !path.startsWith('__MACOSX/') && !name.startsWith('.') && name.toUpperCase() !== 'DICOMDIR'
  );
}

const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The DICOM files of a series as picked or dropped by the clinician: zip archives (recognised by their
 * signature, not their name) are unpacked in memory, each entry named by its path inside the archive.
 * A damaged archive is 'CT parse failed' naming it.
 */
export function seriesFiles(files: DicomFile[]): DicomFile[] {
  return files.flatMap((file) => {
    const bytes = file.data instanceof Uint8Array ? file.data : new Uint8Array(file.data);
    if (!isZip(bytes)) return [file];
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(bytes, { filter: (entry) => isSliceEntry(entry.name) });
    } catch (error) {
      throw new CtParseError([{ name: file.name, reason: error instanceof Error ? error.message : String(error) }], {
        cause: error,
      });
    }
    return Object.entries(entries).map(([name, data]) => ({ name: `${file.name}/${name}`, data }));
  });
}
