import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's throwaway PostgreSQL cluster; test files create databases in it. */
    postgresAdminUrl: string;
  }
}

/** One cluster per run: starting it takes about a second, a database in it only milliseconds. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const cluster = await startPostgresCluster();
  console.log(
    `[postgres] throwaway cluster on 127.0.0.1:${cluster.port} ready in ${Math.round(performance.now() - started)} ms`,
  );
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return cluster.stop;
}
