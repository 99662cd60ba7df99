/** The six axis views of the View menu: where the camera looks from, relative to the orbit target. */
export const AXIS_VIEWS = {
  front: { direction: [0, 0, 1], up: [0, 1, 0] },
  back: { direction: [0, 0, -1], up: [0, 1, 0] },
  left: { direction: [-1, 0, 0], up: [0, 1, 0] },
  right: { direction: [1, 0, 0], up: [0, 1, 0] },
  top: { direction: [0, 1, 0], up: [0, 0, -1] },
  bottom: { direction: [0, -1, 0], up: [0, 0, 1] },
} as const satisfies Record<string, { direction: readonly number[]; up: readonly number[] }>;

export type AxisView = keyof typeof AXIS_VIEWS;
export const AXIS_VIEW_NAMES = Object.keys(AXIS_VIEWS) as AxisView[];

type Vec = readonly [number, number, number] | readonly number[];

/**
 * Camera position of an axis view: the target plus the view direction at the current camera
 * distance, so turning to an axis keeps the zoom.
 */
export function axisViewPosition(view: AxisView, target: Vec, camera: Vec): [number, number, number] {
  const distance = Math.hypot(camera[0]! - target[0]!, camera[1]! - target[1]!, camera[2]! - target[2]!) || 1;
  const d = AXIS_VIEWS[view].direction;
  return [target[0]! + d[0] * distance, target[1]! + d[1] * distance, target[2]! + d[2] * distance];
}
