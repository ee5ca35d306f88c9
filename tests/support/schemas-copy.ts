// A temporary copy of the project's schemas folder, for tests that add or break a schema file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_SCHEMAS = path.resolve(import.meta.dirname, '../../schemas');

export function copySchemas(extra: Record<string, unknown> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-schemas-'));
  fs.cpSync(PROJECT_SCHEMAS, dir, { recursive: true });
  for (const [file, content] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

/** A new master described by one file and nothing else. */
export const VEHICLE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Vehicle',
  type: 'object',
  properties: {
    Id: { type: 'integer', 'x-ui': { widget: 'hidden' } },
    VehicleNo: { type: 'string', title: 'Vehicle number', minLength: 1, maxLength: 15, pattern: '^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$', 'x-message': 'must look like MH12AB1234' },
    DriverName: { type: 'string', title: 'Driver', maxLength: 100 },
    CapacityKg: { type: 'number', title: 'Capacity (kg)', minimum: 0, 'x-scale': 3 },
  },
  required: ['VehicleNo'],
  'x-entity': {
    name: 'vehicle',
    label: 'Vehicles',
    route: 'vehicle',
    key: 'Id',
    unique: [['VehicleNo']],
    listColumns: ['VehicleNo', 'DriverName', 'CapacityKg'],
    defaultSort: 'VehicleNo',
    searchFields: ['VehicleNo', 'DriverName'],
  },
};
