/**
 * `npm run bench:extract`: how exactly and how fast figures are extracted. The raster part
 * (automatic extraction from images) is in bench/extractRaster.ts.
 */
import { benchRaster, formatRasterRows } from './extractRaster';

const rows = await benchRaster();
console.log('Automatic extraction from raster images');
console.log(formatRasterRows(rows));
const png = rows.filter((r) => r.fixture.includes('PNG'));
const jpeg = rows.filter((r) => r.fixture.includes('JPEG'));
const worst = (list: typeof rows, key: 'medianErrorPct' | 'maxErrorPct') => Math.max(...list.map((r) => r[key]).filter(Number.isFinite));
const big = rows.filter((r) => r.fixture.includes('2000x1500'));
console.log('');
console.log(`PNG: worst median error ${worst(png, 'medianErrorPct').toFixed(3)} % (goal < 0.1 %); every marker and bar found: ${png.filter((r) => r.algorithm === 'blobs' || r.algorithm === 'bars').every((r) => r.found === r.expected)}`);
console.log(`JPEG q70: worst median error ${worst(jpeg, 'medianErrorPct').toFixed(3)} % (goal < 0.3 %)`);
console.log(`2000 x 1500: slowest run ${Math.max(...big.map((r) => r.ms)).toFixed(0)} ms (goal < 500 ms per algorithm)`);
