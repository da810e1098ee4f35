/**
 * Why the camera did not start, as the Snap tab's banner says it: the browser's DOMException
 * names (getUserMedia) — refused by the user or the browser, no camera, or anything else.
 */
export function cameraErrorKey(err: unknown): string {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'profile.photo.cameraDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NoCamera') {
    return 'profile.photo.cameraMissing';
  }
  return 'profile.photo.cameraFailed';
}
