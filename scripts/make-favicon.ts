/**
 * Writes public/favicon.ico from public/favicon.svg: PNG images of 16, 32 and 48 px in one ICO file, for the
 * browsers and tools that ask for /favicon.ico rather than reading the page's <link rel="icon">.
 * Run after changing the SVG: `npx tsx scripts/make-favicon.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/browser';

const root = fileURLToPath(new URL('../', import.meta.url));
const SIZES = [16, 32, 48];

/** An ICO container of PNG images (supported since Windows Vista and by every current browser). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const svg = await readFile(`${root}public/favicon.svg`, 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const images: { size: number; png: Buffer }[] = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    images.push({ size, png: await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }) });
    await page.close();
  }
  await writeFile(`${root}public/favicon.ico`, ico(images));
  console.log(`public/favicon.ico: ${SIZES.join(', ')} px`);
} finally {
  await browser.close();
}
