/**
 * `npm run bench:extract`: the extraction benches, vector (bench/extractVector.ts) and, when
 * present, raster (bench/extractRaster.ts, which exports `benchRaster(): Promise<BenchRow[]>`).
 * "found" counts values within 1e-9 of the range for vector figures. Then the foreign-writer
 * corpus (bench/extractForeign.ts).
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchVector, printRows, type BenchRow } from './extractVector';
import { printForeign } from './extractForeign';

const rows: BenchRow[] = await benchVector();
const raster = join(dirname(fileURLToPath(import.meta.url)), 'extractRaster.ts');
if (existsSync(raster)) {
  const mod = (await import(raster)) as { benchRaster?: () => Promise<BenchRow[]> };
  if (mod.benchRaster) rows.push(...(await mod.benchRaster()));
}
printRows(rows);
console.log('');
await printForeign();
