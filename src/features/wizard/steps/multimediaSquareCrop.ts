import type { Area } from 'react-easy-crop';
import { MAX_IMAGE_BYTES, mediaKindOf } from '../../../../machines/uploadRules.ts';

/** SPEC §9 names 1024 px wide gallery pictures: a larger crop is scaled down to this side. */
export const CROP_MAX_SIDE = 1024;
/** Qualities tried in turn until the JPEG is under 1 MB (SPEC §5). */
const JPEG_QUALITIES = [0.92, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3];

interface Size {
  width: number;
  height: number;
}

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers carry the size; C4, C8 and CC share the range but are not frames. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A PNG's or JPEG's pixel size read from its header, or null when the bytes are neither. */
export function pictureSizeOf(bytes: Uint8Array): Size | null {
  if (PNG_SIGNATURE.every((value, i) => bytes[i] === value) && bytes.length >= 24) {
    return { width: u32(bytes, 16), height: u32(bytes, 20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (isStartOfFrame(marker)) return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    // Markers without a length: restart markers, start and end of image.
    if ((marker >= 0xd0 && marker <= 0xd9) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

// FileReader rather than Blob.arrayBuffer: older Safari and jsdom lack the latter.
const bytesOf = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });

/**
 * A picture that is already square needs no crop: it goes as it is, keeping its own format and
 * quality. Anything else (including a picture whose header cannot be read) goes through the cropper.
 */
export async function isSquarePicture(file: File): Promise<boolean> {
  if (mediaKindOf(file) !== 'image') return false;
  const size = pictureSizeOf(await bytesOf(file));
  return size !== null && size.width > 0 && size.width === size.height;
}

const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the picture could not be read'));
    image.src = url;
  });

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', quality);
  });

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'foto'}.jpg`;

/**
 * Draws the chosen square of the picture on a canvas and encodes it as JPEG, lowering the quality
 * until it is under 1 MB. The last try is answered even when still too big: the upload rules then
 * refuse it with their own message.
 */
export async function cropToSquareJpeg(file: File, area: Area): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const side = Math.max(1, Math.min(Math.round(area.width), CROP_MAX_SIDE));
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    // A transparent PNG would turn black in a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
    let blob: Blob | null = null;
    for (const quality of JPEG_QUALITIES) {
      blob = await toJpeg(canvas, quality);
      if (blob.size < MAX_IMAGE_BYTES) break;
    }
    return new File([blob!], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
