// Schemas for the engine UI tests: the ledger master as schemas/masters/ledger.json has it, plus a
// joined group label, and the ledger group it links to (which allows quick creation by name).
import type { EntitySchema } from '../../engine/schema/types.ts';

export function ledgerSchema(): EntitySchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Ledger',
    type: 'object',
    properties: {
      Id: { type: 'integer', 'x-ui': { widget: 'hidden' } },
      LedgerName: { type: 'string', title: 'Ledger name', minLength: 1, maxLength: 100 },
      GroupId: { type: 'integer', title: 'Group' },
      GroupName: { type: 'string', title: 'Group name', 'x-virtual': true, 'x-from': 'GroupId.GroupName' },
      OpeningBalance: {
        type: 'number',
        title: 'Opening balance',
        minimum: 0,
        default: 0,
        'x-scale': 2,
        'x-ui': { widget: 'money' },
      },
      OpeningType: { type: 'string', title: 'Dr / Cr', enum: ['Dr', 'Cr'], default: 'Dr' },
      SystemCode: { type: 'string', title: 'System code', maxLength: 40, 'x-ui': { readOnly: true } },
      Status: { type: 'integer', title: 'Status', enum: [0, 1], default: 1 },
    },
    required: ['LedgerName', 'GroupId'],
    'x-entity': {
      name: 'ledger',
      label: 'Ledgers',
      route: 'ledger',
      key: 'Id',
      unique: [['LedgerName'], ['SystemCode']],
      indexes: [['GroupId']],
      links: { GroupId: 'ledgergroup' },
      listColumns: ['LedgerName', 'GroupId', 'OpeningBalance', 'OpeningType'],
      defaultSort: 'LedgerName',
      searchFields: ['LedgerName'],
    },
  };
}

export function groupSchema(): EntitySchema {
  return {
    title: 'Ledger group',
    type: 'object',
    properties: {
      Id: { type: 'integer', 'x-ui': { widget: 'hidden' } },
      GroupName: { type: 'string', title: 'Group name', minLength: 1, maxLength: 100 },
      Nature: { type: 'string', title: 'Nature', enum: ['Assets', 'Liabilities', 'Income', 'Expenses'] },
      IsFixed: { type: 'boolean', title: 'Fixed group', default: false, 'x-ui': { readOnly: true } },
    },
    required: ['GroupName', 'Nature'],
    'x-entity': {
      name: 'ledgergroup',
      label: 'Ledger groups',
      key: 'Id',
      listColumns: ['GroupName', 'Nature', 'IsFixed'],
      defaultSort: 'GroupName',
      searchFields: ['GroupName'],
      quickCreate: 'GroupName',
    },
  };
}
