/**
 * Pinhole camera intrinsics (OpenCV convention: camera x right, y down, z forward; pixels with the
 * origin at the centre of the top-left pixel). `distortion` holds OpenCV's k1, k2, p1, p2, k3.
 */
export interface CameraIntrinsics {
  width: number;
  height: number;
  fx: number;
  fy: number;
  cx: number;
  cy: number;
  distortion: readonly number[];
}

/**
 * Horizontal field of view assumed for a phone's main camera filming video (about 26 mm equivalent focal
 * length, 16:9 crop) when no calibration exists. The result then carries a warning: focal length errors
 * scale every measured translation along the viewing direction.
 */
export const DEFAULT_PHONE_HFOV_DEG = 66;

/** The documented default intrinsics for a frame size: no distortion, centred principal point. */
export function defaultPhoneIntrinsics(width: number, height: number): CameraIntrinsics {
  const f = width / 2 / Math.tan((DEFAULT_PHONE_HFOV_DEG * Math.PI) / 360);
  return { width, height, fx: f, fy: f, cx: (width - 1) / 2, cy: (height - 1) / 2, distortion: [0, 0, 0, 0, 0] };
}

/**
 * The folder, under a practice's storage prefix, its camera calibration videos are uploaded to; deleting a
 * calibration deletes its video only from here.
 */
export const CAMERA_CALIBRATION_FOLDER = 'camera-calibration/';
