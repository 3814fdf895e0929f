import type { PointMetadata, TagGroup } from '../../src/editor/core/model/types';

// Fixed tag groups and study keys for the metadata dialog and preview stories.
export const outcomesGroup: TagGroup = {
  name: 'Outcomes',
  uuid: 'group-outcomes',
  tags: [
    { name: 'Study arm abbreviation', uuid: 'tag-arm' },
    { name: 'Reference study arm abbreviation', uuid: 'tag-ref' },
    { name: 'Outcome', uuid: 'tag-outcome' },
    { name: 'Mean', uuid: 'tag-mean' },
    { name: 'Standard deviation', uuid: 'tag-sd' },
    { name: 'Unit', uuid: 'tag-unit' },
    { name: 'Time (number)', uuid: 'tag-time-number' },
    { name: 'Time (unit)', uuid: 'tag-time-unit' },
  ],
};

export const baselineGroup: TagGroup = {
  name: 'Baseline/Demographics',
  uuid: 'group-baseline',
  tags: [
    { name: 'Characteristic', uuid: 'tag-characteristic' },
    { name: 'Age', uuid: 'tag-age' },
    { name: 'Count', uuid: 'tag-count' },
  ],
};

export const adverseGroup: TagGroup = {
  name: 'Adverse events',
  uuid: 'group-adverse',
  tags: [
    { name: 'Event', uuid: 'tag-event' },
    { name: 'Event count', uuid: 'tag-event-count' },
  ],
};

export const studyKeys: string[] = [
  'HEART-1',
  'HEART-1||Part A',
  'HEART-1||Part A||PBO',
  'HEART-1||Part A||DRUG 10 mg',
  'HEART-1||Part A||DRUG 20 mg',
  'HEART-1||Part A||PBO||ITT',
  'HEART-1||Part A||PBO||ITT||Women',
  'HEART-1||Part B',
  'HEART-1||Part B||PBO',
  'LUNG-2',
];

/** A filled Outcomes point on the y axis of an XY graph, in the placebo arm. */
/** A new point on an XY graph: a value and a unit from each axis' labels. */
export const xyAxisRowsPoint: PointMetadata = {
  0: { tag: { name: 'Time (number)', uuid: 'tag-time-number' }, value: 6, axis: 'x', axisType: 'value' },
  1: { tag: { name: 'Unit', uuid: 'tag-unit' }, value: 'months', axis: 'x', axisType: 'unit' },
  2: { tag: { name: 'Mean', uuid: 'tag-mean' }, value: 132.4, axis: 'y', axisType: 'value' },
  3: { tag: { name: 'Unit', uuid: 'tag-unit' }, value: 'mmHg', axis: 'y', axisType: 'unit' },
  compositeKey: 'HEART-1||Part A||PBO',
  tagGroup: { name: 'Outcomes', uuid: 'group-outcomes', instanceUuid: 'instance-1' },
  uuid: 'point-2',
};

export const filledOutcomesPoint: PointMetadata = {
  0: { tag: { name: 'Study arm abbreviation', uuid: 'tag-arm' }, value: 'PBO' },
  1: { tag: { name: 'Outcome', uuid: 'tag-outcome' }, value: 'Systolic blood pressure' },
  2: { tag: { name: 'Mean', uuid: 'tag-mean' }, value: 132.4, axis: 'y', axisType: 'value' },
  3: { tag: { name: 'Unit', uuid: 'tag-unit' }, value: 'mmHg', axis: 'y', axisType: 'unit' },
  4: { tag: { name: 'Time (number)', uuid: 'tag-time-number' }, value: 12 },
  compositeKey: 'HEART-1||Part A||PBO',
  tagGroup: { name: 'Outcomes', uuid: 'group-outcomes', instanceUuid: 'instance-1' },
  uuid: 'point-1',
};
