import { defineConfig } from 'vitest/config';

// The build-safety suite (`npm run test:build`): real `astro build` runs against demo APIs with
// faults, and `check:api` runs. One file at a time: two builds of one project must not overlap.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 5 * 60_000,
  },
});
