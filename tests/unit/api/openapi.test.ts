import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../src/api/openapi';

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument({ version: '1.0.0' }) as { openapi: string; paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>> };

  it('describes administration and paper-work calls alike', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/login']?.post?.operationId).toBe('login');
    expect(doc.paths['/papers']?.get?.operationId).toBe('listPapers');
    expect(doc.paths['/data-entry/{sdeUuid}']?.post?.requestBody).toBeTruthy();
    expect(doc.paths['/quality-control/{uuid}']?.put?.operationId).toBe('updateQualityControl');
  });

  it('gives every operation a unique id', () => {
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
