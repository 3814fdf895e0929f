import { createHash } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { FileStore } from '../services/fileStore';
import { barChartPng, logChartPdf, twoPagePaperPdf } from './demoFigures';
import type { Db } from './index';
import { papers, projectPapers, projects } from './schema';
import { files } from './schema-papers';

interface DemoPaper {
  name: string;
  doi: string;
  priority: number;
  project: string;
  isTraining?: boolean;
  files: () => Promise<{ name: string; mimeType: string; bytes: Uint8Array }[]>;
}

const DEMO_PAPERS: DemoPaper[] = [
  {
    name: 'Demo; 2024; Hazard ratio over time (log-scale line chart)',
    doi: '10.5555/sourcebench.demo.1',
    priority: 3,
    project: 'SGLT2 inhibitors in heart failure',
    files: async () => [{ name: 'log-scale-chart.pdf', mimeType: 'application/pdf', bytes: await logChartPdf() }],
  },
  {
    name: 'Demo; 2024; Response rates by dose (bar chart)',
    doi: '10.5555/sourcebench.demo.2',
    priority: 2,
    project: 'PD-1 inhibitors: overall survival',
    files: async () => [{ name: 'bar-chart.png', mimeType: 'image/png', bytes: barChartPng() }],
  },
  {
    name: 'Demo; 2024; Randomised trial report (two pages, table and chart)',
    doi: '10.5555/sourcebench.demo.3',
    priority: 1,
    project: 'Training papers',
    isTraining: true,
    files: async () => [{ name: 'trial-report.pdf', mimeType: 'application/pdf', bytes: await twoPagePaperPdf() }],
  },
];

/** Adds the demo papers with their generated figures (whose true numbers are in demoFigures.ts); running it again changes nothing. */
export async function seedPapers(db: Db, store: FileStore): Promise<void> {
  for (const demo of DEMO_PAPERS) {
    const [existing] = await db.select({ id: papers.id }).from(papers).where(and(eq(papers.doi, demo.doi), isNull(papers.deletedAt)));
    if (existing) continue;
    const stored: { name: string; mimeType: string; bytes: Uint8Array; key: string; sha256: string }[] = [];
    for (const f of await demo.files()) {
      const key = randomUUID();
      await store.put(key, Readable.from([Buffer.from(f.bytes)]));
      stored.push({ ...f, key, sha256: createHash('sha256').update(f.bytes).digest('hex') });
    }
    await db.transaction(async (tx) => {
      const [paper] = await tx
        .insert(papers)
        .values({ name: demo.name, doi: demo.doi, priority: demo.priority, status: 'DATA_ENTRY', isTraining: demo.isTraining ?? false })
        .returning({ id: papers.id });
      const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.name, demo.project));
      if (project) await tx.insert(projectPapers).values({ projectId: project.id, paperId: paper!.id });
      await tx.insert(files).values(stored.map((f) => ({ paperId: paper!.id, name: f.name, mimeType: f.mimeType, size: f.bytes.length, sha256: f.sha256, storageKey: f.key })));
    });
  }
}
