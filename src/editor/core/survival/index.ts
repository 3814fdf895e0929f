export * from './types';
export * from './kaplanMeier';
export * from './compareArms';
export * from './reconstruct';
export { chiSquare1P, twoSidedNormalP } from './distributions';
export * from './stepCurve';
