/**
 * The rules a picture or video must pass before it is uploaded (SPEC §5 "Images", §9 limits), as pure
 * functions answering with the error codes of SPEC §8, or null when the files may go.
 */

/** SPEC §9: a gallery holds at most 15 photos and videos; 11 are recommended. */
export const MAX_GALLERY_FILES = 15;
export const RECOMMENDED_GALLERY_PHOTOS = 11;
/** SPEC §5/§9: images under 1 MB, videos under 3 MB ("under": a file of exactly the limit is refused). */
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_VIDEO_BYTES = 3 * 1024 * 1024;

export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const VIDEO_EXTENSIONS = ['mp4'] as const;
export const VIDEO_TYPES = ['video/mp4'] as const;

/** A chosen file as the machine sees it: the view copies these three fields off the browser's File. */
export interface UploadFile {
  name: string;
  /** The MIME type; some systems leave it empty, then the extension decides. */
  type: string;
  size: number;
}

/**
 * SPEC §8 codes: imgSmaller (image too big), uploadFile (wrong format of a single picture), invalidFile (a
 * file of a multi-file batch is not a picture or video we take), maxSize (video too big, or too many files),
 * mainPictureRequired (a gallery saved without its main picture).
 */
export type UploadRuleError = 'imgSmaller' | 'uploadFile' | 'invalidFile' | 'maxSize' | 'mainPictureRequired';

/**
 * Where the files go: `single` is one picture replacing another (a product's main picture, a menu item,
 * a profile picture); `gallery` is the product's multimedia gallery (pictures and mp4 videos).
 */
export type UploadSlot = 'single' | 'gallery';

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** 'image' or 'video' when the file is one we take, else null. */
export function mediaKindOf(file: UploadFile): 'image' | 'video' | null {
  const type = file.type.toLowerCase();
  const ext = extensionOf(file.name);
  if (type) {
    if ((IMAGE_TYPES as readonly string[]).includes(type)) return 'image';
    if ((VIDEO_TYPES as readonly string[]).includes(type)) return 'video';
    return null;
  }
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return null;
}

/** One picture for a single slot: a jpeg/jpg/png under 1 MB. */
export function checkSinglePicture(file: UploadFile): UploadRuleError | null {
  if (mediaKindOf(file) !== 'image') return 'uploadFile';
  if (file.size >= MAX_IMAGE_BYTES) return 'imgSmaller';
  return null;
}

/** A gallery batch: pictures under 1 MB and mp4 videos under 3 MB, the gallery never above 15 items. */
export function checkGalleryBatch(
  files: readonly UploadFile[],
  alreadyInGallery: number,
): UploadRuleError | null {
  if (files.length === 0) return 'invalidFile';
  if (alreadyInGallery + files.length > MAX_GALLERY_FILES) return 'maxSize';
  for (const file of files) {
    const kind = mediaKindOf(file);
    if (kind === null) return 'invalidFile';
    if (kind === 'image' && file.size >= MAX_IMAGE_BYTES) return 'imgSmaller';
    if (kind === 'video' && file.size >= MAX_VIDEO_BYTES) return 'maxSize';
  }
  return null;
}

/** The first rule a selection breaks for its slot, or null when it may be uploaded. */
export function checkSelection(
  slot: UploadSlot,
  files: readonly UploadFile[],
  alreadyInGallery: number,
): UploadRuleError | null {
  if (slot === 'gallery') return checkGalleryBatch(files, alreadyInGallery);
  if (files.length !== 1) return 'invalidFile';
  return checkSinglePicture(files[0]!);
}

/** SPEC §5: the gallery step saves only once the product has its main picture. */
export function checkGallerySave(hasMainPicture: boolean): UploadRuleError | null {
  return hasMainPicture ? null : 'mainPictureRequired';
}
