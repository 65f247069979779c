import type { TestProject } from 'vitest/node';
import { makeServerTemplate } from './testApp.ts';

/**
 * Migrates and seeds one database before the server suite's files start (issue 27); each test app starts from a
 * copy of it (startTestApp in testApp.ts): a PGlite dump loaded into memory, or on PostgreSQL a database made
 * with `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const template = await makeServerTemplate();
  project.provide('serverTemplate', {
    files: template.files,
    dataDir: template.dataDir,
    ...(template.database ? { database: template.database } : {}),
    ...(template.pglite ? { pglite: template.pglite } : {}),
  });
  return () => template.remove();
}
