// A generic document with lines, described by two schema files, for testing the engine's line tables
// apart from any business rule.
export const ORDER_SCHEMA = {
  title: 'Order',
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    OrderRef: { type: 'string', title: 'Reference', minLength: 1, maxLength: 20 },
    Lines: { type: 'array', title: 'Lines', 'x-virtual': true, 'x-lines': 'orderline', minItems: 1 },
  },
  required: ['OrderRef'],
  'x-entity': { name: 'order', label: 'Orders', route: 'order', key: 'Id', unique: [['OrderRef']], listColumns: ['OrderRef'], defaultSort: 'OrderRef', searchFields: ['OrderRef'] },
};

export const ORDER_LINE_SCHEMA = {
  title: 'Order line',
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    OrderId: { type: 'integer', 'x-ui': { readOnly: true } },
    LineNo: { type: 'integer', 'x-ui': { readOnly: true } },
    UnitId: { type: 'integer', title: 'Unit' },
    UnitName: { type: 'string', 'x-virtual': true, 'x-from': 'UnitId.UnitName' },
    Qty: { type: 'number', title: 'Quantity', minimum: 0, 'x-scale': 3 },
  },
  required: ['UnitId', 'Qty'],
  'x-entity': { name: 'orderline', label: 'Order lines', key: 'Id', api: false, audit: false, parentKey: 'OrderId', links: { UnitId: 'unit' }, indexes: [['OrderId']] },
};
