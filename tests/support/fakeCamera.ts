import { execFile } from 'node:child_process';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import QRCode from 'qrcode';
import { chromiumLaunchOptions } from './chromium';

/**
 * A fake camera for Chromium: a YUV4MPEG2 (.y4m) video the test generates, showing a QR code, fed
 * to getUserMedia with --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>
 * (and --use-fake-ui-for-media-stream, so no permission prompt). Chromium loops the file for as
 * long as the camera is open. The flags are per browser launch, so a test that needs the camera
 * launches its own browser (fakeCameraLaunchOptions) after writing the video.
 *
 * Each frame is 8-bit 4:2:0 (C420jpeg): the Y plane is the QR drawn in black on white, centred,
 * with whole-pixel modules and a quiet zone of four modules; the U and V planes are 128 (grey, no
 * colour).
 */

const run = promisify(execFile);

export interface QrVideoOptions {
  /** Frame size in pixels (even numbers; default 640 × 480, what getUserMedia asks for by default). */
  width?: number;
  height?: number;
  /** Frames in the file (default 15) and frames per second (default 15): the file lasts a second and loops. */
  frames?: number;
  fps?: number;
  /**
   * White frames after the QR frames (default 0). The console reads a code held in front of the
   * camera once (it stays silent while it keeps seeing it); a gap longer than the lookup throttle
   * makes each loop of the file a new showing of the ticket — a second scan.
   */
  blankFrames?: number;
  /**
   * The QR's side in pixels including its quiet zone (default 240): the largest whole module size
   * that fits is used. The check-in console decodes a 250 × 250 scan box in the middle of the
   * picture, so the default keeps the whole code inside it.
   */
  sizePx?: number;
  /** QR error correction (default 'M'). */
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
}

export interface QrVideo {
  file: string;
  text: string;
  width: number;
  height: number;
  /** Pixels per QR module and the QR's side in pixels with its quiet zone. */
  modulePx: number;
  sizePx: number;
}

const QUIET_ZONE_MODULES = 4;
// Full swing: whether Chromium reads the file as video range (16–235) or full range, the code
// stays black on white (values outside video range are clipped, not wrapped).
const WHITE = 255;
const BLACK = 0;

/** The luma plane of one frame: the QR of `text`, centred on white. */
export function qrLumaPlane(
  text: string,
  options: Pick<QrVideoOptions, 'width' | 'height' | 'sizePx' | 'errorCorrectionLevel'> = {},
): { plane: Uint8Array; modulePx: number; sizePx: number; width: number; height: number } {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: options.errorCorrectionLevel ?? 'M' }).modules;
  const withQuietZone = qr.size + 2 * QUIET_ZONE_MODULES;
  const modulePx = Math.floor(Math.min(options.sizePx ?? 240, width, height) / withQuietZone);
  if (modulePx < 2) {
    throw new Error(`A ${qr.size}-module QR does not fit ${options.sizePx ?? 240} px at 2 px per module`);
  }
  const sizePx = withQuietZone * modulePx;
  const left = Math.floor((width - qr.size * modulePx) / 2);
  const top = Math.floor((height - qr.size * modulePx) / 2);
  const plane = new Uint8Array(width * height).fill(WHITE);
  for (let row = 0; row < qr.size; row++) {
    for (let column = 0; column < qr.size; column++) {
      if (!qr.get(row, column)) continue;
      for (let y = 0; y < modulePx; y++) {
        const offset = (top + row * modulePx + y) * width + left + column * modulePx;
        plane.fill(BLACK, offset, offset + modulePx);
      }
    }
  }
  return { plane, modulePx, sizePx, width, height };
}

/** Writes a .y4m video whose every frame shows the QR of `text`; see QrVideoOptions. */
export async function writeQrVideo(
  file: string,
  text: string,
  options: QrVideoOptions = {},
): Promise<QrVideo> {
  const { plane, modulePx, sizePx, width, height } = qrLumaPlane(text, options);
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 needs an even width and height');
  const frames = options.frames ?? 15;
  const fps = options.fps ?? 15;
  const blankFrames = options.blankFrames ?? 0;
  const blank = new Uint8Array(width * height).fill(WHITE);
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const header = `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`;
  const handle = await open(file, 'w');
  try {
    await handle.write(header);
    for (let i = 0; i < frames + blankFrames; i++) {
      await handle.write('FRAME\n');
      await handle.write(i < frames ? plane : blank);
      await handle.write(chroma);
    }
  } finally {
    await handle.close();
  }
  return { file, text, width, height, modulePx, sizePx };
}

/** The first frame's luma plane as a binary PGM (P5), which zbarimg and most tools read. */
export function lumaToPgm(plane: Uint8Array, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), plane]);
}

/** Reads the first frame of a .y4m file back as PGM, to check the video with zbarimg. */
export async function firstFrameAsPgm(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(256);
    await handle.read(head, 0, head.length, 0);
    const headerEnd = head.indexOf(0x0a);
    const header = head.subarray(0, headerEnd).toString('latin1');
    const width = Number(/ W(\d+)/.exec(header)?.[1]);
    const height = Number(/ H(\d+)/.exec(header)?.[1]);
    if (!header.startsWith('YUV4MPEG2') || !width || !height) throw new Error(`Not a y4m file: ${file}`);
    const frameStart = headerEnd + 1 + 'FRAME\n'.length;
    const plane = Buffer.alloc(width * height);
    await handle.read(plane, 0, plane.length, frameStart);
    return lumaToPgm(plane, width, height);
  } finally {
    await handle.close();
  }
}

/** Every code zbarimg finds in an image file (PGM, PNG…), without the "QR-Code:" prefix. */
export async function zbarDecode(imageFile: string): Promise<string[]> {
  const { stdout } = await run('zbarimg', [
    '--quiet',
    '--raw',
    '-Sdisable',
    '-Sqrcode.enable',
    imageFile,
  ]).catch((error: { code?: number; stdout?: string }) => {
    // zbarimg exits 4 when it found no code.
    if (error.code === 4) return { stdout: '' };
    throw error;
  });
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Decodes the first frame of a QR video with zbarimg: proves the file shows a readable code. */
export async function decodeQrVideo(file: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lanyard-y4m-'));
  try {
    const pgm = path.join(dir, 'frame.pgm');
    await writeFile(pgm, await firstFrameAsPgm(file));
    return await zbarDecode(pgm);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Chromium's flags that turn a .y4m file into the only camera, with permission granted. */
export function fakeCameraArgs(videoFile: string): string[] {
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoFile}`,
  ];
}

/** The project's Chromium launch options (tests/support/chromium.ts) plus the fake camera. */
export function fakeCameraLaunchOptions(videoFile: string) {
  return { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...fakeCameraArgs(videoFile)] };
}
