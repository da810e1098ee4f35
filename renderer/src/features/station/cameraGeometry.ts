export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/**
 * The part of a camera frame under the on-screen scan box. The preview fills its view with
 * object-fit: cover (scaled by the larger ratio, centred, the overflow cut off), and the box sits at
 * the view's centre, so the box maps to a centred square of boxPx / scale frame pixels — never more
 * than the frame's shorter side. A view that is not laid out yet maps to that whole centred square.
 */
export function scanBoxSource(frame: Size, view: Size, boxPx: number): Rect {
  const shorter = Math.min(frame.width, frame.height);
  const scale =
    view.width > 0 && view.height > 0 ? Math.max(view.width / frame.width, view.height / frame.height) : 0;
  const side = Math.round(scale > 0 ? Math.min(shorter, boxPx / scale) : shorter);
  return {
    x: Math.round((frame.width - side) / 2),
    y: Math.round((frame.height - side) / 2),
    width: side,
    height: side,
  };
}

/** Camera facing (spec §9): the rear camera on mobile, the front one otherwise. */
export const cameraFacing = (mobile: boolean): 'environment' | 'user' => (mobile ? 'environment' : 'user');

/** The zoom to ask for: the wanted one within what the track supports, or null when it has no zoom. */
export function zoomWithin(wanted: number, range: { min?: number; max?: number } | undefined): number | null {
  if (!range || range.max === undefined) return null;
  return Math.min(range.max, Math.max(range.min ?? 1, wanted));
}
