import { z } from 'zod';
import { EDITOR_MESSAGES } from './errors';

const notObject = { error: EDITOR_MESSAGES.notAnObject };
const num = z.number({ error: 'Expected a number' });
const value = z.union([z.string(), z.number()]);

/** A calibration point as stored. */
export const calibrationPointSchema = z.looseObject(
  { px: num, py: num, dx: value.nullish().transform((v) => v ?? 0), dy: value.nullish().transform((v) => v ?? 0), dz: value.nullish() },
  notObject,
);

const wpdPointSchema = z.looseObject(
  {
    x: num,
    y: num,
    value: z.array(z.number().nullable()).optional(),
    metadata: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  },
  notObject,
);

/** An axes entry of a WebPlotDigitizer 4 project. */
export const wpdAxesSchema = z.looseObject({ name: z.string(), type: z.string(), calibrationPoints: z.array(calibrationPointSchema).optional() }, notObject);

/** A dataset entry of a WebPlotDigitizer 4 project. */
export const wpdDatasetSchema = z.looseObject(
  {
    name: z.string(),
    axesName: z.string().optional(),
    metadataKeys: z.array(z.string()).optional(),
    data: z.array(wpdPointSchema),
  },
  notObject,
);

/** A measurement entry of a WebPlotDigitizer 4 project. */
export const wpdMeasurementSchema = z.looseObject(
  { type: z.string(), name: z.string().optional(), axesName: z.string().optional(), data: z.array(z.array(z.number())) },
  notObject,
);

/** A WebPlotDigitizer 4.x project file. */
export const wpd4ProjectSchema = z.looseObject(
  {
    version: z.array(z.number()),
    axesColl: z.array(wpdAxesSchema),
    datasetColl: z.array(wpdDatasetSchema),
    measurementColl: z.array(wpdMeasurementSchema).optional(),
  },
  notObject,
);

/** A WebPlotDigitizer 3.x project file. */
export const wpd3ProjectSchema = z.looseObject(
  {
    wpd: z.looseObject(
      {
        version: z.array(z.number()),
        axesType: z.string(),
        axesParameters: z.record(z.string(), z.unknown()).nullish(),
        calibration: z.array(calibrationPointSchema),
        dataSeries: z.array(
          z.looseObject({ name: z.string(), data: z.array(wpdPointSchema), metadataKeys: z.array(z.string()).optional() }, notObject),
        ),
        distanceMeasurementData: z.array(z.array(z.number())).nullish(),
        angleMeasurementData: z.array(z.array(z.number())).nullish(),
      },
      notObject,
    ),
  },
  notObject,
);

const pointSchema = z.looseObject(
  { x: num, y: num, metadata: z.record(z.string(), z.unknown()).optional(), group: z.number().int().nonnegative().optional() },
  notObject,
);

const axesSchema = z.looseObject(
  {
    name: z.string(),
    type: z.enum(['xy', 'bar', 'polar', 'ternary', 'map', 'circularChartRecorder', 'image', 'table']),
    options: z.record(z.string(), z.unknown()),
    calibrationPoints: z.array(calibrationPointSchema),
    metadata: z.record(z.string(), z.unknown()),
    extra: z.record(z.string(), z.unknown()).optional(),
  },
  notObject,
);

const datasetSchema = z.looseObject(
  {
    name: z.string(),
    axesName: z.string(),
    metadata: z.record(z.string(), z.unknown()),
    points: z.array(pointSchema),
    metadataKeys: z.array(z.string()),
    pointGroups: z.array(z.string()),
    tuples: z.array(z.array(z.number().int().nullable())),
    colorRGB: z.tuple([z.number(), z.number(), z.number()]).optional(),
    extra: z.record(z.string(), z.unknown()).optional(),
  },
  notObject,
);

const measurementSchema = z.looseObject(
  {
    type: z.enum(['distance', 'angle', 'area']),
    name: z.string(),
    axesName: z.string().optional(),
    data: z.array(z.array(z.number())),
    extra: z.record(z.string(), z.unknown()).optional(),
  },
  notObject,
);

const metadataSchema = z.record(z.string(), z.unknown());

const textItemSchema = z.looseObject(
  {
    uuid: z.string(),
    text: z.string(),
    rect: z.object({ x: num, y: num, width: num, height: num }, notObject).optional(),
    metadata: metadataSchema,
  },
  notObject,
);

const studyElementSchema = z.looseObject(
  {
    uuid: z.string(),
    compositeKey: z.string(),
    tagGroup: z.looseObject({ name: z.string(), uuid: z.string(), instanceUuid: z.string().optional() }, notObject),
    metadata: metadataSchema,
  },
  notObject,
);

/** A saved Sourcebench project (the 'WPD' data format). */
export const projectFileSchema = z.object(
  {
    format: z.literal('WPD', { error: "Unknown format; expected 'WPD'" }),
    formatVersion: z.number().int().positive(),
    pages: z.array(
      z.object(
        {
          file: z.number().int().nonnegative(),
          page: z.number().int().positive(),
          axes: z.array(axesSchema),
          datasets: z.array(datasetSchema),
          measurements: z.array(measurementSchema),
          texts: z.array(textItemSchema).optional(),
        },
        notObject,
      ),
    ),
    misc: z.object(
      {
        file: z.number().int().nonnegative(),
        page: z.number().int().positive(),
        zoom: z.number().positive(),
        scroll: z.object({ x: z.number(), y: z.number() }, notObject),
        pageLabel: z.string().optional(),
        rotation: z.number().refine((r) => r % 90 === 0, 'Rotation must be a multiple of 90'),
      },
      notObject,
    ),
    tagGroups: z.array(z.unknown()).optional(),
    studyTree: z.array(studyElementSchema).optional(),
  },
  notObject,
);
