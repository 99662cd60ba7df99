/** The recording step of the facebow flow: `<CaptureStep view />` (pointer points on the upper scan, then the session). */
export { CaptureStep } from './CaptureStep';
/** The practice's phone cameras: `<CameraCalibrations />` (calibration sheet, calibrate from a video, the list). */
export { CameraCalibrations } from './CameraCalibrations';
