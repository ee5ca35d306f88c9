// The GST portal's JSON formats, kept as JSON Schemas in tests/support/gst-schemas/ (written from GSTN's
// published formats; each file says which), and a check of an export against one of them.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';

const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 2 });

/** The schema's complaints about `json` (none: it is a file the portal takes). */
export function portalSchemaErrors(format: 'gstr1' | 'gstr3b' | 'einvoice' | 'gstr2b' | 'ewaybill', json: unknown): string[] {
  const schema = JSON.parse(readFileSync(new URL(`./gst-schemas/${format}.schema.json`, import.meta.url), 'utf8'));
  const validate = ajv.getSchema(format) ?? (ajv.addSchema(schema, format), ajv.getSchema(format)!);
  return validate(json) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
