// Vitest global setup for suites that run on PostgreSQL: one database for the whole run.
import type { TestProject } from 'vitest/node';
import { createTestDatabase, dropTestDatabase, postgresAnswers, adminUrl } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (!(await postgresAnswers())) {
    console.warn(`PostgreSQL did not answer at ${adminUrl()}: the PostgreSQL runs of the ${project.name} tests are SKIPPED.`);
    project.provide('postgresUrl', null);
    return;
  }
  const database = await createTestDatabase(project.name);
  project.provide('postgresUrl', database.url);
  return async () => {
    await dropTestDatabase(database.name);
  };
}
