import { openPageSource, type DigitizerFile } from '../pages/pageSource';
import type { RasterImage } from './types';

/**
 * The pixels of one page (1-based) in the editor's image coordinates: images at their own size,
 * PDF pages rendered at the base scale, where one canvas pixel is one image unit.
 */
export async function loadPageImage(file: DigitizerFile, page: number): Promise<RasterImage> {
  const source = await openPageSource(file);
  try {
    const rendered = await source.render(page - 1, 'low');
    const { canvas } = rendered;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: data.data };
  } finally {
    source.destroy();
  }
}
