import { z } from 'zod';
import { SURVIVAL_KINDS, SURVIVAL_Y_SCALES, TIME_UNITS, type SurvivalSettings } from './settings';

/*
 * Reading stored survival settings back, checked with zod. Apart from settings.ts, so what only
 * computes with settings (the analysis and its worker) does not bring zod along.
 */

const count = z.number().int().nonnegative().nullable();

/** The schema of the stored settings, for reading them back from a saved extraction. */
export const survivalSettingsSchema = z.object({
  kind: z.enum(SURVIVAL_KINDS),
  yScale: z.enum(SURVIVAL_Y_SCALES),
  timeUnit: z.enum(TIME_UNITS),
  riskTimes: z.array(z.number().nonnegative()),
  arms: z.array(
    z.object({
      dataset: z.string(),
      atRisk: z.array(count),
      totalEvents: count.optional(),
      size: count.optional(),
    }),
  ),
  useCensorMarks: z.boolean(),
  controlArm: z.string().nullable(),
  reportTimes: z.array(z.number().nonnegative()),
});

/** Reads the settings stored in an axes' metadata: the settings, or null with the reason. */
export function readSurvivalSettings(metadata: { survival?: unknown }): { settings: SurvivalSettings; error: null } | { settings: null; error: string } {
  if (metadata.survival === undefined) return { settings: null, error: 'This graph is not a survival graph.' };
  const parsed = survivalSettingsSchema.safeParse(metadata.survival);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { settings: null, error: `The survival settings are not valid at ${issue.path.join('.') || 'the top level'}: ${issue.message}.` };
  }
  return { settings: parsed.data, error: null };
}
