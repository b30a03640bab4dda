/** RGBA pixels, row by row (the shape of the browser's ImageData, without needing a canvas). */
export type Raster = { width: number; height: number; data: Uint8ClampedArray };

export function createRaster(width: number, height: number): Raster {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** Luma (Rec. 601) of each pixel. */
export function toGrey(image: Raster): Uint8Array {
  const { width, height, data } = image;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i += 1) {
    const o = i * 4;
    grey[i] = (data[o]! * 299 + data[o + 1]! * 587 + data[o + 2]! * 114) / 1000;
  }
  return grey;
}

/** Summed-area table ((w + 1) × (h + 1)), for box means in constant time. */
export function integralImage(grey: Uint8Array, width: number, height: number): Float64Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += grey[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  return sums;
}

/** Mean of the (2r + 1)² box around each pixel, clipped at the borders. */
export function boxMean(grey: Uint8Array, width: number, height: number, radius: number): Float32Array {
  const sums = integralImage(grey, width, height);
  const stride = width + 1;
  const mean = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const total = sums[y1 * stride + x1]! - sums[y0 * stride + x1]! - sums[y1 * stride + x0]! + sums[y0 * stride + x0]!;
      mean[y * width + x] = total / ((x1 - x0) * (y1 - y0));
    }
  }
  return mean;
}

/** Otsu's threshold: the grey level that best splits the histogram into two classes. */
export function otsuThreshold(values: ArrayLike<number>): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < values.length; i += 1) {
    histogram[Math.round(values[i]!)]! += 1;
  }
  const total = values.length;
  let sumAll = 0;
  for (let t = 0; t < 256; t += 1) {
    sumAll += t * histogram[t]!;
  }
  let sumBack = 0;
  let weightBack = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t += 1) {
    weightBack += histogram[t]!;
    const weightFore = total - weightBack;
    if (weightBack === 0 || weightFore === 0) {
      continue;
    }
    sumBack += t * histogram[t]!;
    const meanBack = sumBack / weightBack;
    const meanFore = (sumAll - sumBack) / weightFore;
    const between = weightBack * weightFore * (meanBack - meanFore) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}
