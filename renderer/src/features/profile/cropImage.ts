import type { ProfilePhotoType } from '@shared/rules/profilePhoto';

/** The part of the image the cropper chose, in the image's own pixels. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The stored photo's side at most: the server keeps it at the avatar sizes (72 px the largest),
 * so a camera's or a phone's full resolution would only make the upload slower.
 */
const MAX_SIDE = 1024;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Draws the square the user chose onto a canvas and exports it in the picked file's type (spec
 * §5: jpeg or png, square crop): the bytes as base64 for PUT /v1/user/profile, and their count,
 * which the 2 MB rule checks again before sending.
 */
export async function cropToBase64(
  src: string,
  area: CropArea,
  type: ProfilePhotoType,
): Promise<{ base64: string; bytes: number }> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(Math.round(area.width), MAX_SIDE));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The image could not be saved'))), type, 0.92),
  );
  return { base64: await blobToBase64(blob), bytes: blob.size };
}

/** A still of the camera's current frame as a PNG address the cropper can show. */
export function snapshot(video: HTMLVideoElement): string {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return canvas.toDataURL('image/png');
}
