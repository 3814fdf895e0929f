import type { QcAgreement } from './qcTypes';

/** A share as a percentage people read: 0.01 as '1', 0.005 as '0.5'. */
export const percentOf = (share: number) => String(Number((share * 100).toFixed(4)));

/** The label of an agreement; 'within' names the tolerance in force ('Within 1 %'). */
export const agreementLabel = (agreement: QcAgreement, tolerance: number) =>
  ({ agreed: 'Agreed', within: `Within ${percentOf(tolerance)} %`, differing: 'Differs', missing: 'Read once' })[agreement];

/** The agreement figure of values within the tolerance ('Within 1 % of axis range'). */
export const withinFigureLabel = (tolerance: number) => `Within ${percentOf(tolerance)} % of axis range`;
