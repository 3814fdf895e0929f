/** One patient: follow-up time and whether it ended in the event (1) or was censored (0). */
export interface SurvivalRecord {
  time: number;
  event: 0 | 1;
}

/** Individual patient data of one arm. */
export type ArmData = readonly SurvivalRecord[];

export class SurvivalInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SurvivalInputError';
  }
}
