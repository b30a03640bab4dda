import type { Raster } from './raster';

/** Photos are read at most this large on their longer side (a 12 MP photo needs no more for a page). */
export const MAX_PHOTO_SIDE = 2400;
/** Edges are looked for on a copy this large on its longer side. */
export const DETECT_SIDE = 480;

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    throw new Error('This browser cannot process images.');
  }
  return { canvas, context };
}

/** Draws an image (photo or camera frame) at most `maxSide` on its longer side and reads its pixels. */
export function rasterFrom(source: CanvasImageSource, width: number, height: number, maxSide = MAX_PHOTO_SIDE): Raster {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const { context } = canvasOf(w, h);
  context.drawImage(source, 0, 0, w, h);
  const image = context.getImageData(0, 0, w, h);
  return { width: w, height: h, data: image.data };
}

/** A photo file as pixels, turned upright as its EXIF orientation says. */
export async function rasterFromFile(file: Blob): Promise<Raster> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return rasterFrom(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** A smaller copy for edge detection, and the factor that takes its coordinates back to `image`'s. */
export function shrinkRaster(image: Raster, maxSide = DETECT_SIDE): { small: Raster; factor: number } {
  const { canvas } = toCanvas(image);
  const small = rasterFrom(canvas, image.width, image.height, maxSide);
  return { small, factor: image.width / small.width };
}

function toCanvas(image: Raster): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const made = canvasOf(image.width, image.height);
  made.context.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  return made;
}

export async function encodeRaster(image: Raster, type: 'image/jpeg' | 'image/png', quality?: number): Promise<Blob> {
  const { canvas } = toCanvas(image);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('This browser could not encode the page.'))), type, quality);
  });
}

export async function jpegBytes(image: Raster, quality: number): Promise<Uint8Array> {
  return new Uint8Array(await (await encodeRaster(image, 'image/jpeg', quality)).arrayBuffer());
}
