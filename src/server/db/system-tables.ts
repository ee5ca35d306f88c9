// Tables the server's own code keeps, declared directly (entity tables come from schemas/).
import type { TableSpec } from '../../../engine/schema/table.ts';

/** One row per business (a master's registration). */
export const tenantTable: TableSpec = {
  name: 'tenant',
  tenantScoped: false,
  autoKey: 'id',
  columns: [
    { name: 'name', type: 'text' },
    { name: 'created_on', type: 'timestamp' },
  ],
  unique: [],
  indexes: [],
};

/**
 * The sign-in directory: e-mail to tenant. It is the one table read before the tenant is known,
 * so its key is the e-mail, not tenant_id (on a sharded PostgreSQL it is a reference table).
 */
export const accountTable: TableSpec = {
  name: 'account',
  tenantScoped: false,
  autoKey: 'id',
  columns: [
    { name: 'tenant_id', type: 'integer', notNull: true },
    { name: 'email', type: 'text', notNull: true },
    { name: 'password_hash', type: 'text', notNull: true },
    { name: 'kind', type: 'text', notNull: true },
    { name: 'active', type: 'boolean', notNull: true },
    { name: 'created_on', type: 'timestamp' },
  ],
  unique: [['email']],
  indexes: [['tenant_id']],
};

/** Every create, update and delete of a master or document: who, when, before and after. */
export const editLogTable: TableSpec = {
  name: 'edit_log',
  tenantScoped: true,
  autoKey: 'id',
  columns: [
    { name: 'at', type: 'timestamp', notNull: true },
    { name: 'actor', type: 'text', notNull: true },
    { name: 'entity', type: 'text', notNull: true },
    { name: 'record_id', type: 'integer' },
    { name: 'action', type: 'text', notNull: true },
    { name: 'before_data', type: 'json' },
    { name: 'after_data', type: 'json' },
  ],
  unique: [],
  indexes: [['entity', 'record_id']],
};

export const systemTables: TableSpec[] = [tenantTable, accountTable, editLogTable];
