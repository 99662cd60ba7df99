import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { userGuide } from './vite-plugin-guide';
import { versionManifest } from './vite-plugin-version';

const shared = fileURLToPath(new URL('../../shared/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), versionManifest(), userGuide()],
  // The shared package is compiled by tsc for the server; the browser bundle takes its sources.
  resolve: { alias: { '@odontia/shared': shared } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000' },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
