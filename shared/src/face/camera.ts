import { defaultPhoneIntrinsics, type CameraIntrinsics } from '../markers/camera.js';

/**
 * Intrinsics assumed for a face photo or video frame with no calibration: a phone's main camera
 * (26 mm equivalent) whose field of view spans the long side, whichever way the phone was held.
 */
export function facePhotoIntrinsics(width: number, height: number): CameraIntrinsics {
  const f = defaultPhoneIntrinsics(Math.max(width, height), 1).fx;
  return { width, height, fx: f, fy: f, cx: (width - 1) / 2, cy: (height - 1) / 2, distortion: [0, 0, 0, 0, 0] };
}
