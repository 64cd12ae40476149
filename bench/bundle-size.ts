import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { GAME_DIST, ROOT } from './build';
import { measured, type MetricResult } from './metric';
import { summarize } from './stats';

/** Sizes of one file, in bytes. */
export interface FileSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** Raw, gzip (level 9) and brotli (quality 11) sizes of `bytes`. */
export function compressedSizes(bytes: Uint8Array): Omit<FileSize, 'file'> {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

function javascriptFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function sizeOf(path: string, base: string): FileSize {
  return { file: relative(base, path), ...compressedSizes(readFileSync(path)) };
}

/**
 * The JavaScript a player downloads before the first frame: the page's module script and the
 * chunks it preloads, as dist/index.html names them. The rest loads on first use (replays,
 * generated and daily levels, the diagnostics overlay).
 */
function firstLoadFiles(folder: string): string[] {
  const html = readFileSync(join(folder, 'index.html'), 'utf8');
  const names = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\.\/([^"]+\.m?js)"/g)];
  return names.map((match) => join(folder, match[1] ?? ''));
}

/**
 * At most 25 KB before the first frame: the entry draws it with the renderer, the simulation
 * and the built-in levels; the rest of the game is fetched at once and wired when it arrives.
 */
export const FIRST_LOAD_GOAL_BYTES = 25_000;

/** The files of the build in `folder` a player downloads before the first frame, with their sizes. */
export function firstLoadSizes(folder: string): FileSize[] {
  return firstLoadFiles(folder).map((path) => sizeOf(path, folder));
}

/**
 * The catalogue chunks of a language (issue 45): the game's (src/app/text/catalogues) and the
 * operator console's (src/admin/text/catalogues, `console-` before the tag). Each is fetched
 * only when its language is chosen, so it adds to the download for that reader alone.
 */
const CATALOGUE_CHUNKS = [
  {
    chunk: /^assets\/(es|pt-br|fr|de|ru|zh-hans)-[\w-]+\.js$/,
    id: 'bundle-catalogue',
    what: 'text catalogue',
  },
  {
    chunk: /^assets\/console-(es|pt-br|fr|de|ru|zh-hans)-[\w-]+\.js$/,
    id: 'bundle-console-catalogue',
    what: 'operator console catalogue',
  },
] as const;

/** What each language's catalogues add, one row per language and catalogue. */
function catalogueRows(files: readonly FileSize[]): MetricResult[] {
  return CATALOGUE_CHUNKS.flatMap(({ chunk, id, what }) =>
    files.flatMap((file) => {
      const language = chunk.exec(file.file.split('\\').join('/'))?.[1];
      if (language === undefined) return [];
      return [
        measured({
          id: `${id}-${language}`,
          label: `The ${language} ${what}, gzip -9 (fetched only when chosen)`,
          unit: 'bytes',
          goal: null,
          summary: summarize([file.gzip]),
          note: `${file.file} ${file.raw} B raw`,
        }),
      ];
    }),
  );
}

/** The npm builds the issue compares the game's size with. */
const PEER_BUILDS = [
  { id: 'phaser', name: 'Phaser 4.2.1', file: 'node_modules/phaser/dist/phaser.min.js' },
  { id: 'kontra', name: 'kontra 10.0.2', file: 'node_modules/kontra/kontra.min.mjs' },
] as const;

/**
 * Item 6: the gzipped JavaScript of the production build in dist/ (every .js file; source maps
 * are not JavaScript the player downloads), with brotli beside it, and the peers' npm builds
 * measured the same way. Sizes do not vary between runs: one run each.
 */
export function measureBundle(): MetricResult[] {
  const files = javascriptFiles(GAME_DIST).map((path) => sizeOf(path, GAME_DIST));
  if (files.length === 0) throw new Error(`no JavaScript in ${GAME_DIST}: did the build run?`);
  const total = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((sum, file) => sum + file[key], 0);
  const firstLoad = firstLoadSizes(GAME_DIST);
  if (firstLoad.length === 0) throw new Error(`no module script in ${GAME_DIST}/index.html`);
  const perFile = files
    .map((file) => `${file.file} ${file.raw} B raw, ${file.gzip} B gzip`)
    .join('; ');
  const rows: MetricResult[] = [
    measured({
      id: 'bundle-gzip',
      label: 'Game JavaScript, gzip -9 (dist/)',
      unit: 'bytes',
      goal: { comparison: 'below', value: 30_000 },
      summary: summarize([total('gzip')]),
      note: `${files.length} file(s): ${perFile}; ${total('raw')} B raw in all`,
      details: { files, rawBytes: total('raw'), brotliBytes: total('brotli') },
    }),
    measured({
      id: 'bundle-first-load-gzip',
      label: 'JavaScript before the first frame, gzip -9',
      unit: 'bytes',
      goal: { comparison: 'at-most', value: FIRST_LOAD_GOAL_BYTES },
      summary: summarize([firstLoad.reduce((sum, file) => sum + file.gzip, 0)]),
      note: firstLoad.map((file) => `${file.file} ${file.gzip} B gzip`).join('; '),
    }),
    measured({
      id: 'bundle-brotli',
      label: 'Game JavaScript, brotli -11 (dist/)',
      unit: 'bytes',
      goal: null,
      summary: summarize([total('brotli')]),
    }),
    ...catalogueRows(files),
  ];
  for (const peer of PEER_BUILDS) {
    const size = sizeOf(join(ROOT, peer.file), ROOT);
    rows.push(
      measured({
        id: `peer-bundle-${peer.id}`,
        label: `${peer.name} npm build, gzip -9`,
        unit: 'bytes',
        goal: null,
        summary: summarize([size.gzip]),
        details: { ...size },
      }),
    );
  }
  return rows;
}
