// The schema format: a JSON Schema (draft 2020-12) object per entity plus the `x-entity` block.
// The engine reads these; it knows nothing of what the entities mean.

export type PropertySchema = {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  items?: PropertySchema;
  /** Stored as an integer of value × 10^scale, so decimals stay exact in every store (2 for money). */
  'x-scale'?: number;
  /** Not a column: computed, or carried elsewhere (line tables). */
  'x-virtual'?: boolean;
  /**
   * On a link: fields this record and its target share, which must agree (a town must lie in the chosen
   * region). The picker offers only matching targets and is cleared when one of them changes.
   */
  'x-narrowBy'?: string[];
  /**
   * On a text property in a unique set (x-entity.unique): values that differ only in letter case clash
   * ("pcs" and "Pcs"); the set's index holds the lower-cased text.
   */
  'x-ignoreCase'?: boolean;
  'x-ui'?: Record<string, unknown>;
  [keyword: string]: unknown;
};

export type EntityMeta = {
  name: string;
  label: string;
  /** Table name; defaults to the entity name. */
  table?: string;
  route?: string;
  key: string;
  /** Each entry is a set of columns unique within a tenant. */
  unique?: string[][];
  /** Columns worth an index of their own (always after tenant_id). */
  indexes?: string[][];
  links?: Record<string, string>;
  /** The API's messages for this entity where they differ from the server's: created, updated, deleted, listed. */
  messages?: Partial<Record<'created' | 'updated' | 'deleted' | 'listed', string>>;
  /** Served by the generic API; false for tables only the server's own code touches. */
  api?: boolean;
  /** Yes-or-no and choice fields the list page can be narrowed by (a select each beside the search). */
  listFilters?: string[];
  /** Set by the loader: the entity this one was derived from with `x-extends`. */
  extends?: string;
  [keyword: string]: unknown;
};

export type EntitySchema = {
  $schema?: string;
  $id?: string;
  title?: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  'x-entity': EntityMeta;
  [keyword: string]: unknown;
};

export type Registry = ReadonlyMap<string, EntitySchema>;
