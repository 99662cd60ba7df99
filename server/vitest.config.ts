import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// type-graphql and MikroORM read decorator metadata, which only tsc or SWC emit.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['reflect-metadata'],
    execArgv: ['--import', './src/test/ts-resolve.mjs'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
