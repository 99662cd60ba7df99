/** The recording step of the facebow flow: `<CaptureStep view />` (pointer points on the upper scan, then the session). */
export { CaptureStep } from './CaptureStep';
