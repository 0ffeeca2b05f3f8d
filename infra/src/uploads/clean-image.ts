import { validationError } from '@akwaaba/domain';
import {
  DAMAGED_IMAGE_MESSAGE,
  type FileType,
  MAX_IMAGE_PIXELS,
  TOO_MANY_PIXELS_MESSAGE,
} from '@akwaaba/domain/uploads/upload-rules';
import sharp from 'sharp';

export type ImageType = Extract<FileType, `image/${string}`>;

export const isImageType = (type: string): type is ImageType => type.startsWith('image/');

/** Near-lossless: the stored photo is the source of every copy the product shows. */
const QUALITY = 90;

/**
 * An uploaded image decoded whole and encoded again in its own format, turned upright from its
 * EXIF orientation and without any metadata: no EXIF (GPS position, camera, time), XMP, IPTC or
 * ICC profile (colours are converted to sRGB). The pixel count is read from the header first,
 * so an image over MAX_IMAGE_PIXELS is refused without being decoded; a truncated or corrupt
 * one fails the decode. Both are validation errors with a message for the person uploading.
 */
export async function cleanImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw validationError(DAMAGED_IMAGE_MESSAGE);
    });
  if (!width || !height) throw validationError(DAMAGED_IMAGE_MESSAGE);
  if (width * height > MAX_IMAGE_PIXELS) throw validationError(TOO_MANY_PIXELS_MESSAGE);
  // failOn 'error' also refuses truncated data; the pixel limit guards the decoder itself.
  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const encoded =
    type === 'image/png'
      ? upright.png()
      : type === 'image/webp'
        ? upright.webp({ quality: QUALITY })
        : upright.jpeg({ quality: QUALITY });
  return encoded.toBuffer().catch(() => {
    throw validationError(DAMAGED_IMAGE_MESSAGE);
  });
}
