import type { Axes, DataPoint, Dataset, PageData } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject, type ProjectFile } from '../../../src/editor/core/project';

/** An XY axes calibrated 0..100 on both axes over a 1000 px square. */
export function xyAxes(name = 'XY graph 1'): Axes {
  return {
    name,
    type: 'xy',
    options: { logX: false, logY: false, noRotation: false },
    calibrationPoints: [
      { px: 0, py: 1000, dx: '0', dy: '0' },
      { px: 1000, py: 1000, dx: '100', dy: '0' },
      { px: 0, py: 1000, dx: '0', dy: '0' },
      { px: 0, py: 0, dx: '0', dy: '100' },
    ],
    metadata: {},
  };
}

export function dataset(name: string, points: DataPoint[] = [], axesName = 'XY graph 1'): Dataset {
  return { name, axesName, metadata: {}, points, metadataKeys: [], pointGroups: [], tuples: [] };
}

export function page(file: number, pageNumber: number, datasets: Dataset[], axes: Axes[] = [xyAxes()]): PageData {
  return { file, page: pageNumber, axes, datasets, measurements: [] };
}

/** A saved document: file 0 pages 1 and 2, each with an axes and two datasets of `pointsPerDataset` points. */
export function savedDocument(pointsPerDataset = 3): ProjectFile {
  const project = createProject();
  const points = (offset: number) => Array.from({ length: pointsPerDataset }, (_, i) => ({ x: offset + i * 10, y: 500 - i * 5 }));
  project.pages.push(page(0, 1, [dataset('Dataset 1', points(100)), dataset('Dataset 2', points(300))]));
  project.pages.push(page(0, 2, [dataset('Dataset 1', points(150)), dataset('Dataset 2', points(350))]));
  return saveProject(project);
}
