/** Minimal DICOM Part 10 writer (explicit VR little endian) for CT slices in tests. */
export interface SliceSpec {
  rows: number;
  cols: number;
  /** Stored values, row-major. */
  pixels: Int16Array;
  position: [number, number, number];
  pixelSpacing: [number, number];
  instance: number;
  slope?: number;
  intercept?: number;
  window?: [number, number];
}

const LONG_VRS = new Set(['OB', 'OW', 'SQ', 'UN', 'UT']);

function element(group: number, elem: number, vr: string, value: Uint8Array): Uint8Array {
  const pad = value.length % 2;
  const len = value.length + pad;
  const long = LONG_VRS.has(vr);
  const out = new Uint8Array((long ? 12 : 8) + len);
  const view = new DataView(out.buffer);
  view.setUint16(0, group, true);
  view.setUint16(2, elem, true);
  out[4] = vr.charCodeAt(0);
  out[5] = vr.charCodeAt(1);
  if (long) view.setUint32(8, len, true);
  else view.setUint16(6, len, true);
  out.set(value, long ? 12 : 8);
  if (pad) out[out.length - 1] = vr === 'UI' || vr === 'OB' ? 0 : 0x20;
  return out;
}

const str = (s: string) => new TextEncoder().encode(s);
const u16 = (v: number) => {
  const b = new Uint8Array(2);
  new DataView(b.buffer).setUint16(0, v, true);
  return b;
};
const u32 = (v: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, v, true);
  return b;
};

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** Writes one CT slice as a DICOM file. */
export function writeDicomSlice(s: SliceSpec): Uint8Array {
  const sopClass = '1.2.840.10008.5.1.4.1.1.2';
  const sopInstance = `1.2.826.0.1.3680043.9.7777.${s.instance}`;
  const metaBody = concat([
    element(0x0002, 0x0001, 'OB', new Uint8Array([0, 1])),
    element(0x0002, 0x0002, 'UI', str(sopClass)),
    element(0x0002, 0x0003, 'UI', str(sopInstance)),
    element(0x0002, 0x0010, 'UI', str('1.2.840.10008.1.2.1')),
  ]);
  const meta = concat([element(0x0002, 0x0000, 'UL', u32(metaBody.length)), metaBody]);
  const pixelBytes = new Uint8Array(s.pixels.buffer, s.pixels.byteOffset, s.pixels.byteLength);
  const data = concat([
    element(0x0008, 0x0016, 'UI', str(sopClass)),
    element(0x0008, 0x0018, 'UI', str(sopInstance)),
    element(0x0008, 0x0060, 'CS', str('CT')),
    element(0x0010, 0x0010, 'PN', str('Test^Phantom')),
    element(0x0018, 0x0050, 'DS', str('1')),
    element(0x0020, 0x0013, 'IS', str(String(s.instance))),
    element(0x0020, 0x0032, 'DS', str(s.position.join('\\'))),
    element(0x0020, 0x0037, 'DS', str('1\\0\\0\\0\\1\\0')),
    element(0x0028, 0x0002, 'US', u16(1)),
    element(0x0028, 0x0004, 'CS', str('MONOCHROME2')),
    element(0x0028, 0x0010, 'US', u16(s.rows)),
    element(0x0028, 0x0011, 'US', u16(s.cols)),
    element(0x0028, 0x0030, 'DS', str(s.pixelSpacing.join('\\'))),
    element(0x0028, 0x0100, 'US', u16(16)),
    element(0x0028, 0x0101, 'US', u16(16)),
    element(0x0028, 0x0102, 'US', u16(15)),
    element(0x0028, 0x0103, 'US', u16(1)),
    ...(s.window
      ? [
          element(0x0028, 0x1050, 'DS', str(String(s.window[0]))),
          element(0x0028, 0x1051, 'DS', str(String(s.window[1]))),
        ]
      : []),
    element(0x0028, 0x1052, 'DS', str(String(s.intercept ?? 0))),
    element(0x0028, 0x1053, 'DS', str(String(s.slope ?? 1))),
    element(0x7fe0, 0x0010, 'OW', pixelBytes),
  ]);
  return concat([new Uint8Array(128), str('DICM'), meta, data]);
}
