import sharp, { type ResizeOptions, type SharpOptions } from 'sharp';

/**
 * Every uploaded picture is decoded and drawn again (libvips through sharp): what is stored is a fresh
 * WebP, never the bytes that came in, so appended HTML, EXIF (GPS, camera, thumbnails), ICC tricks and
 * polyglot headers do not survive. Only JPEG and PNG are taken, judged by what the decoder reads.
 */

/** Pixels a picture may claim before anything is decoded: a 40-megapixel photo is far above any preset. */
const MAX_IMAGE_PIXELS = 40_000_000;
/** Lists show this width; the thumbnail is stored next to each picture (see `createDiskStorage`). */
const THUMBNAIL_WIDTH = 320;
/** WebP keeps a PNG logo's transparency and is about a third smaller than JPEG at the same quality. */
export const STORED_IMAGE_EXTENSION = 'webp';

interface ImagePreset {
  width: number;
  height: number;
  /**
   * `inside`: the picture keeps its own proportions (a square crop stays square) within the box.
   * `cover`: cropped to fill the box, centred. `contain`: the whole picture, padded with transparency.
   * None of them enlarges a smaller picture.
   */
  fit: 'inside' | 'cover' | 'contain';
}

/** SPEC §5 sizes (gallery 1024×683, menu 819×546, influencer 500×375) and the square ones of profiles. */
const IMAGE_PRESETS = {
  gallery: { width: 1024, height: 683, fit: 'inside' },
  /** The main picture leads the gallery and product cards: the gallery's size. */
  mainPicture: { width: 1024, height: 683, fit: 'inside' },
  menu: { width: 819, height: 546, fit: 'inside' },
  influencer: { width: 500, height: 375, fit: 'inside' },
  /** Shown round or square next to a name: filled, so a face is not lost in bands. */
  avatar: { width: 512, height: 512, fit: 'cover' },
  /** Logos often carry text to their edges: never cropped, padded to a square instead. */
  logo: { width: 512, height: 512, fit: 'contain' },
} as const satisfies Record<string, ImagePreset>;

export type ImagePresetName = keyof typeof IMAGE_PRESETS;

export interface RenderedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** Untrusted input: the pixel cap is checked on the header, before a single pixel is decoded. */
const UNTRUSTED: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', autoOrient: true };

/** The box of a preset, shrunk for a smaller picture so that it is never enlarged. */
function resizeOf(preset: ImagePreset, width: number, height: number): ResizeOptions {
  if (preset.fit === 'inside') {
    return { width: preset.width, height: preset.height, fit: 'inside', withoutEnlargement: true };
  }
  const ratios = [width / preset.width, height / preset.height];
  const scale = Math.min(1, preset.fit === 'cover' ? Math.min(...ratios) : Math.max(...ratios));
  return {
    width: Math.max(1, Math.round(preset.width * scale)),
    height: Math.max(1, Math.round(preset.height * scale)),
    fit: preset.fit,
    background: TRANSPARENT,
  };
}

/**
 * The picture decoded, turned upright, stripped of all metadata and encoded again at the preset's size,
 * with its thumbnail; null when the bytes are not a JPEG or PNG that decodes cleanly within the pixel cap.
 */
export async function renderImage(
  bytes: Uint8Array,
  presetName: ImagePresetName,
): Promise<RenderedImage | null> {
  try {
    const header = await sharp(bytes, UNTRUSTED).metadata();
    if (header.format !== 'jpeg' && header.format !== 'png') return null;
    const { width, height } = header.autoOrient;
    // No withMetadata()/keepMetadata(): sharp writes none of the input's EXIF, XMP, IPTC or ICC.
    const { data, info } = await sharp(bytes, UNTRUSTED)
      .resize(resizeOf(IMAGE_PRESETS[presetName], width, height))
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { image: data, thumbnail, width: info.width, height: info.height };
  } catch {
    // libvips refuses truncated or corrupt data, unknown formats and pictures past the pixel cap.
    return null;
  }
}
