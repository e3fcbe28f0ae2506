import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'test/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: serverTests,
          exclude: ['test/pg/**', ...configDefaults.exclude],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same server suite again on PostgreSQL (each build() in its own schema, dropped afterwards),
      // plus the multi-process tests under test/pg, whenever TEST_POSTGRES_URL is set (.ci/run sets it).
      ...(process.env.TEST_POSTGRES_URL
        ? [
            {
              test: {
                name: 'server-pg',
                include: [...serverTests, 'test/pg/**/*.test.ts'],
                // `npm run backup` copies a SQLite file; PostgreSQL backups are pg_dump's (test/pg/backup.test.ts).
                exclude: ['test/transfer/backup.test.ts', ...configDefaults.exclude],
                environment: 'node',
                env: { TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
    ],
  },
});
