// The engine's server surface: what an app built on it imports (src/server does, and only from here).
// The modules behind it (queries, line tables, index names) are the engine's own business.
export * from './entity-routes.ts';
export * from './entity-store.ts';
export * from './hooks.ts';
export * from './http-error.ts';
export * from './insert-rows.ts';
export * from './migrate.ts';
export * from './report-routes.ts';
export * from './report-types.ts';
export * from './report-workers.ts';
export * from './report-job-serving.ts';
export * from './report-answer.ts';
export * from './task-workers.ts';
export * from './repeated-in-batch.ts';
export * from './query-parameters.ts';
export * from './record-id.ts';
