/**
 * A small DICOM Part 10 writer for CT Image Storage, explicit VR little endian: what the phantom CBCT
 * needs, nothing more (sequences of defined length for the functional groups of enhanced multi-frame CT).
 * Compressed pixel data is written encapsulated, one fragment per frame.
 */
export const CT_IMAGE_STORAGE = '1.2.840.10008.5.1.4.1.1.2';
export const ENHANCED_CT_IMAGE_STORAGE = '1.2.840.10008.5.1.4.1.1.2.1';
export const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';
/** UUID-derived UID root (ISO/IEC 9834-8), usable without a registered organisation root. */
const IMPLEMENTATION_CLASS_UID = '2.25.153370488063853779203297166404233412049';

/** Encapsulated (compressed) pixel data: one fragment per frame, an empty basic offset table. */
export interface Encapsulated {
  fragments: Uint8Array[];
}
/** A sequence (VR SQ): its items, each a data set. */
export interface Sequence {
  items: DicomElement[][];
}
type Value = string | number | number[] | Uint8Array | Int16Array | Encapsulated | Sequence;
/** [group, element, VR, value]; strings for text VRs, numbers for US/UL, bytes for OB/OW. */
export type DicomElement = [number, number, string, Value];

const LONG_VRS = new Set(['OB', 'OW', 'SQ', 'UN', 'UT', 'UC', 'UR']);
const encoder = new TextEncoder();

/** A Decimal String value: at most 16 characters, as DICOM requires. */
export function ds(n: number): string {
  for (let digits = 6; digits >= 0; digits--) {
    const s = String(Number(n.toFixed(digits)));
    if (s.length <= 16) return s;
  }
  throw new Error(`${n} does not fit a DICOM decimal string`);
}

const isEncapsulated = (value: Value): value is Encapsulated => typeof value === 'object' && 'fragments' in value;
const isSequence = (value: Value): value is Sequence => typeof value === 'object' && 'items' in value;

function item(group: number, element: number, body: Uint8Array, undefinedLength = false): Uint8Array {
  const out = new Uint8Array(8 + body.length);
  const view = new DataView(out.buffer);
  view.setUint16(0, group, true);
  view.setUint16(2, element, true);
  view.setUint32(4, undefinedLength ? 0xffffffff : body.length, true);
  out.set(body, 8);
  return out;
}

/** Pixel data of undefined length: an empty offset table item, the fragments (even-padded), a sequence delimiter. */
function encapsulated(group: number, element: number, vr: string, { fragments }: Encapsulated): Uint8Array {
  const head = new Uint8Array(12);
  const view = new DataView(head.buffer);
  view.setUint16(0, group, true);
  view.setUint16(2, element, true);
  head[4] = vr.charCodeAt(0);
  head[5] = vr.charCodeAt(1);
  view.setUint32(8, 0xffffffff, true);
  const padded = fragments.map((f) => (f.length % 2 ? concat([f, new Uint8Array(1)]) : f));
  return concat([
    head,
    item(0xfffe, 0xe000, new Uint8Array(0)),
    ...padded.map((f) => item(0xfffe, 0xe000, f)),
    item(0xfffe, 0xe0dd, new Uint8Array(0)),
  ]);
}

function bytesOf(vr: string, value: Exclude<Value, Encapsulated>): Uint8Array {
  if (isSequence(value))
    return concat(value.items.map((dataSet) => item(0xfffe, 0xe000, concat(encode(sortedByTag(dataSet))))));
  if (value instanceof Uint8Array) return value;
  if (value instanceof Int16Array) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (vr === 'US' || vr === 'UL') {
    const list = Array.isArray(value) ? value : [value as number];
    const size = vr === 'US' ? 2 : 4;
    const out = new Uint8Array(list.length * size);
    const view = new DataView(out.buffer);
    list.forEach((v, i) => (size === 2 ? view.setUint16(i * 2, v, true) : view.setUint32(i * 4, v, true)));
    return out;
  }
  return encoder.encode(String(value));
}

function encode(elements: DicomElement[]): Uint8Array[] {
  return elements.map(([group, element, vr, value]) => {
    if (isEncapsulated(value)) return encapsulated(group, element, vr, value);
    const body = bytesOf(vr, value);
    const pad = body.length % 2;
    const long = LONG_VRS.has(vr);
    const head = long ? 12 : 8;
    const out = new Uint8Array(head + body.length + pad);
    const view = new DataView(out.buffer);
    view.setUint16(0, group, true);
    view.setUint16(2, element, true);
    out[4] = vr.charCodeAt(0);
    out[5] = vr.charCodeAt(1);
    if (long) view.setUint32(8, body.length + pad, true);
    else view.setUint16(6, body.length + pad, true);
    out.set(body, head);
    if (pad) out[out.length - 1] = vr === 'UI' || vr === 'OB' || vr === 'OW' ? 0 : 0x20;
    return out;
  });
}

const sortedByTag = (elements: DicomElement[]) => [...elements].sort((a, b) => a[0] - b[0] || a[1] - b[1]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** A DICOM file: preamble, "DICM", file meta group, then the data set elements (sorted by tag here). */
export function writeDicomFile(
  sopClassUid: string,
  sopInstanceUid: string,
  elements: DicomElement[],
  transferSyntax = EXPLICIT_VR_LITTLE_ENDIAN,
): Uint8Array {
  const metaBody = concat(
    encode([
      [0x0002, 0x0001, 'OB', new Uint8Array([0, 1])],
      [0x0002, 0x0002, 'UI', sopClassUid],
      [0x0002, 0x0003, 'UI', sopInstanceUid],
      [0x0002, 0x0010, 'UI', transferSyntax],
      [0x0002, 0x0012, 'UI', IMPLEMENTATION_CLASS_UID],
      [0x0002, 0x0013, 'SH', 'ODONTIA_PHANTOM'],
    ]),
  );
  return concat([
    new Uint8Array(128),
    encoder.encode('DICM'),
    ...encode([[0x0002, 0x0000, 'UL', metaBody.length]]),
    metaBody,
    ...encode(sortedByTag(elements)),
  ]);
}
