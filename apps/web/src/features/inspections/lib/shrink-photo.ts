import imageCompression from 'browser-image-compression';

/** The longest side of an uploaded photo: enough for a valuation report, a fraction of a camera's bytes. */
export const PHOTO_MAX_SIDE_PX = 1600;
export const PHOTO_JPEG_QUALITY = 0.82;

/**
 * Shrinks a camera photo before it waits in the outbox and travels: longest side 1600 px, JPEG
 * at quality 0.82, turned upright. A JPEG keeps its EXIF (less the orientation, already applied)
 * so the server can read where and when it was taken; it strips EXIF itself before serving.
 * Runs on the page's thread: the worker mode loads the library from a CDN, which the CSP blocks.
 * A file the browser cannot decode is sent as it is and the server judges it.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    return await imageCompression(file, {
      maxWidthOrHeight: PHOTO_MAX_SIDE_PX,
      initialQuality: PHOTO_JPEG_QUALITY,
      fileType: 'image/jpeg',
      useWebWorker: false,
      preserveExif: true,
      maxIteration: 1,
    });
  } catch {
    return file;
  }
}

/** The photo's name once shrunk (the server derives nothing from it but its display). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.jpg`;
}
