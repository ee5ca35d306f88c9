// The engine's schema surface for server-side code (src/server and scripts import it from here): loading
// and checking the schema folders, the stored form of records, tables, validation and the generated types.
// Browser code imports the browser-safe modules it needs (ui-schema, codec, scaled ...) directly: this
// index also carries the file loaders, which read the disk.
export * from './codec.ts';
export * from './input.ts';
export * from './loader.ts';
export * from './merge-patch.ts';
export * from './report-schema.ts';
export * from './scaled.ts';
export * from './table.ts';
export * from './types.ts';
export * from './typescript.ts';
export * from './ui-schema.ts';
export * from './validator.ts';
