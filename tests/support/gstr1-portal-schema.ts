// GSTR-1 portal files checked against the offline tool's format, kept as a JSON Schema in
// tests/support/gst-schemas/gstr1.schema.json (its source named in its $comment).
import { expect } from 'vitest';
import { portalSchemaErrors } from './gst-portal-schema.ts';

/** The portal file's schema errors ([] when it validates). */
export const portalFileErrors = (file: unknown): string[] => portalSchemaErrors('gstr1', file);

export function expectPortalFile(file: unknown): void {
  expect(portalFileErrors(file)).toEqual([]);
}
