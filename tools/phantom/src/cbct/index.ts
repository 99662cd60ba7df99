export { CANAL_RADIUS_MM, CONDYLE_RADII, JOINT_SPACE_MM, cbctAnatomy, type CbctAnatomy } from './anatomy.js';
export { CT_IMAGE_STORAGE, writeDicomFile, type DicomElement } from './dicom.js';
export {
  CBCT_VOXEL_MM,
  WINDOWS,
  generateCbct,
  cbctFiles,
  phantomUid,
  type CbctEncoding,
  type CbctSeries,
  type CbctTruth,
} from './series.js';
export { JPEG_LOSSLESS_SV1, encodeJpegLossless } from './jpeg-lossless.js';
export { JPEG_2000_LOSSLESS, jpeg2000Encoding } from './jpeg2000.js';
export { JPEG_BASELINE, jpegBaselineEncoding } from './jpeg-baseline.js';
export { RLE_LOSSLESS, packBits, rleEncoding } from './rle.js';
export { HU, NOISE_SD_HU, lpsToPatient, patientToLps, type CbctVolume } from './volume.js';
export { cbctStructureVolumes, type CbctStructure } from './structures.js';
