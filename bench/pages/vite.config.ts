import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Builds the bench-only pages (Phaser, kontra, our primitives, the floor, the first-frame baseline, replay seeking) into a cache folder every tool ignores. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(
      new URL('../../node_modules/.cache/mythic-maze-bench/pages', import.meta.url),
    ),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: {
        phaser: fileURLToPath(new URL('phaser.html', import.meta.url)),
        kontra: fileURLToPath(new URL('kontra.html', import.meta.url)),
        baseline: fileURLToPath(new URL('baseline.html', import.meta.url)),
        floor: fileURLToPath(new URL('floor.html', import.meta.url)),
        ours: fileURLToPath(new URL('ours.html', import.meta.url)),
        seek: fileURLToPath(new URL('seek.html', import.meta.url)),
      },
    },
  },
});
