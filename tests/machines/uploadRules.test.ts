import { describe, expect, it } from 'vitest';
import {
  checkGalleryBatch,
  checkGallerySave,
  checkSelection,
  checkSinglePicture,
  MAX_GALLERY_FILES,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  mediaKindOf,
  RECOMMENDED_GALLERY_PHOTOS,
  type UploadFile,
} from '../../machines/uploadRules.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 100_000): UploadFile => ({ name, type, size });
const photos = (n: number) => Array.from({ length: n }, (_, i) => file(`foto${i}.jpg`, 'image/jpeg'));

describe('upload rules (SPEC §5, §8, §9)', () => {
  it('keeps the §9 limits', () => {
    expect(MAX_GALLERY_FILES).toBe(15);
    expect(RECOMMENDED_GALLERY_PHOTOS).toBe(11);
    expect(MAX_IMAGE_BYTES).toBe(MB);
    expect(MAX_VIDEO_BYTES).toBe(3 * MB);
  });

  describe('media kind', () => {
    it.each([
      ['a.jpg', 'image/jpeg', 'image'],
      ['a.jpeg', 'image/jpeg', 'image'],
      ['a.jpg', 'image/jpg', 'image'],
      ['a.PNG', 'image/png', 'image'],
      ['a.mp4', 'video/mp4', 'video'],
      ['a.JPG', '', 'image'],
      ['a.mp4', '', 'video'],
      ['a.gif', 'image/gif', null],
      ['a.webp', 'image/webp', null],
      ['a.mov', 'video/quicktime', null],
      ['a.pdf', 'application/pdf', null],
      ['sin-extension', '', null],
    ] as const)('%s (%s) → %s', (name, type, kind) => {
      expect(mediaKindOf(file(name, type))).toBe(kind);
    });

    it('trusts the MIME type over the name', () => {
      expect(mediaKindOf(file('truco.jpg', 'application/x-msdownload'))).toBeNull();
    });
  });

  describe('a single picture (main picture, menu, profile)', () => {
    it('takes a jpeg/jpg/png under 1 MB', () => {
      expect(checkSinglePicture(file('a.png', 'image/png', MB - 1))).toBeNull();
    });
    it('refuses another format with uploadFile', () => {
      expect(checkSinglePicture(file('a.gif', 'image/gif'))).toBe('uploadFile');
      expect(checkSinglePicture(file('a.mp4', 'video/mp4'))).toBe('uploadFile');
    });
    it('refuses 1 MB or more with imgSmaller', () => {
      expect(checkSinglePicture(file('a.jpg', 'image/jpeg', MB))).toBe('imgSmaller');
    });
    it('takes exactly one file', () => {
      expect(checkSelection('single', [], 0)).toBe('invalidFile');
      expect(checkSelection('single', photos(2), 0)).toBe('invalidFile');
      expect(checkSelection('single', photos(1), 14)).toBeNull();
    });
  });

  describe('a gallery batch', () => {
    it('takes pictures and mp4 videos under their limits', () => {
      expect(
        checkGalleryBatch([file('a.jpg', 'image/jpeg', MB - 1), file('b.mp4', 'video/mp4', 3 * MB - 1)], 0),
      ).toBeNull();
    });
    it('refuses a file of another format with invalidFile', () => {
      expect(checkGalleryBatch([...photos(2), file('c.gif', 'image/gif')], 0)).toBe('invalidFile');
    });
    it('refuses a heavy picture with imgSmaller and a heavy video with maxSize', () => {
      expect(checkGalleryBatch([file('a.jpg', 'image/jpeg', MB)], 0)).toBe('imgSmaller');
      expect(checkGalleryBatch([file('b.mp4', 'video/mp4', 3 * MB)], 0)).toBe('maxSize');
    });
    it('allows up to 15 items counting those already in the gallery', () => {
      expect(checkGalleryBatch(photos(15), 0)).toBeNull();
      expect(checkGalleryBatch(photos(16), 0)).toBe('maxSize');
      expect(checkGalleryBatch(photos(5), 10)).toBeNull();
      expect(checkGalleryBatch(photos(1), 15)).toBe('maxSize');
      expect(checkSelection('gallery', photos(6), 10)).toBe('maxSize');
    });
    it('refuses an empty batch', () => {
      expect(checkGalleryBatch([], 0)).toBe('invalidFile');
    });
  });

  it('saves the gallery only with a main picture', () => {
    expect(checkGallerySave(true)).toBeNull();
    expect(checkGallerySave(false)).toBe('mainPictureRequired');
  });
});
