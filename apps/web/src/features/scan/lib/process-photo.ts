import { rasterFrom, rasterFromFile, shrinkRaster } from './canvas';
import { detectDocument } from './detect-edges';
import { fullImageQuad, type Quad, scaleQuad } from './geometry';
import type { Raster } from './raster';

export type Photo = { raster: Raster; quad: Quad; found: boolean };

/** Lets the browser paint ("Processing…") before a long synchronous step. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 30));
}

function withCorners(raster: Raster): Photo {
  const { small, factor } = shrinkRaster(raster);
  const quad = detectDocument(small);
  return quad
    ? { raster, quad: scaleQuad(quad, factor), found: true }
    : { raster, quad: fullImageQuad(raster.width, raster.height), found: false };
}

export async function photoFromFile(file: Blob): Promise<Photo> {
  const raster = await rasterFromFile(file);
  await nextFrame();
  return withCorners(raster);
}

export function photoFromVideo(video: HTMLVideoElement): Photo {
  return withCorners(rasterFrom(video, video.videoWidth, video.videoHeight));
}
