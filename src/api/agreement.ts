import { z } from 'zod';

/*
 * The contract of a project's agreement: how far the dual extractions of its papers agree. The
 * server computes it (src/app/qualityControl/projectAgreement.ts, the quality-control comparison
 * applied to every paper), the agreement screen shows it.
 */

export const AGREEMENT_MESSAGES = {
  forbidden: 'Only reviewers (quality control) and administrators can see the agreement of a project',
  tolerance: 'tolerance must be a share of the axis range between 0 and 1, such as 0.01 for 1 %',
} as const;

/** The query of the agreement: the tolerance as a share of the axis range (0.01 is 1 %). */
export const projectAgreementQuerySchema = z.strictObject({
  tolerance: z.coerce.number({ error: AGREEMENT_MESSAGES.tolerance }).min(0, AGREEMENT_MESSAGES.tolerance).max(1, AGREEMENT_MESSAGES.tolerance).optional(),
});

/** A reader of a paper: who completed an extraction, and when. */
export const agreementReaderSchema = z.object({ uuid: z.string(), email: z.string(), completedAt: z.string() });

/** The agreement of one paper's completed extractions. */
export const paperAgreementSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  /** The readers by completion date, earliest first. */
  readers: z.array(agreementReaderSchema),
  /** Values compared, agreed (equal, or within the tolerance) and differing (or read by some readers only). */
  compared: z.number().int(),
  agreed: z.number().int(),
  differing: z.number().int(),
  /** Values read on a graph axis by both of the first two readers: the pairs of the ICC and the Bland-Altman plot. */
  paired: z.number().int(),
  /** Why the paper could not be compared (an extraction that cannot be read); its counts are then 0. */
  error: z.string().optional(),
});

/** One value the readers of a paper read differently (or some did not read). */
export const disagreementSchema = z.object({
  paperUuid: z.string(),
  paper: z.string(),
  /** The graph (axes) the value was read on, or where a text was selected. */
  graph: z.string(),
  /** The dataset as the user knows it (study branch and tag group), or the item's branch. */
  dataset: z.string(),
  /** The item: its descriptive tags, and its place among items alike. */
  tags: z.string(),
  /** What was read: a tag, or a calibrated coordinate ('y (read on the graph)'). */
  value: z.string(),
  /** Each reader's reading, in the order of the paper's readers; null where the reader has none. */
  readings: z.array(z.object({ email: z.string(), value: z.string().nullable() })),
  /** How far apart the numbers lie: in the axis's unit, in decades on a log axis; null unless every reader has a number. */
  difference: z.string().nullable(),
});

export const iccSchema = z.object({ value: z.number(), lower: z.number().nullable(), upper: z.number().nullable(), n: z.number().int() });

export const blandAltmanSchema = z.object({
  n: z.number().int(),
  bias: z.number(),
  sd: z.number(),
  lower: z.number(),
  upper: z.number(),
  points: z.array(z.object({ mean: z.number(), difference: z.number() })),
});

export const projectAgreementSchema = z.object({
  project: z.object({ uuid: z.string(), name: z.string() }),
  tolerance: z.number(),
  /** Papers with two or more completed extractions, by name. */
  papers: z.array(paperAgreementSchema),
  totals: z.object({ papers: z.number().int(), compared: z.number().int(), agreed: z.number().int(), differing: z.number().int(), paired: z.number().int() }),
  /** ICC(2,1) of the paired values as shares of their axis range, with its 95 % interval; null with fewer than two pairs. */
  icc: iccSchema.nullable(),
  /** Bland-Altman statistics of the same pairs (second reader minus first); null without pairs. */
  blandAltman: blandAltmanSchema.nullable(),
  disagreements: z.array(disagreementSchema),
});

/** The projects a reviewer may open the agreement of: every live project, by name. */
export const agreementProjectsSchema = z.object({ projects: z.array(z.object({ uuid: z.string(), name: z.string(), paper_count: z.number().int() })) });

export type ProjectAgreementQuery = z.input<typeof projectAgreementQuerySchema>;
export type AgreementReader = z.infer<typeof agreementReaderSchema>;
export type PaperAgreement = z.infer<typeof paperAgreementSchema>;
export type Disagreement = z.infer<typeof disagreementSchema>;
export type ProjectAgreement = z.infer<typeof projectAgreementSchema>;
export type AgreementProject = z.infer<typeof agreementProjectsSchema>['projects'][number];
