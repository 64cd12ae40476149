// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Globals that would make the simulation depend on the machine, the clock or the page. */
const impureGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'performance',
  'Date',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'setTimeout',
  'setInterval',
  'queueMicrotask',
  'process',
  'crypto',
].map((name) => ({
  name,
  message: `src/sim and src/levels are pure: '${name}' reads the page, the clock or the machine.`,
}));

/**
 * Globals of the page that the application layer must not reach: src/app gets the page only
 * through the interfaces main.ts hands in, so it runs and is tested without a DOM.
 */
const pageGlobals = [
  'window',
  'self',
  'document',
  'navigator',
  'location',
  'history',
  'screen',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'performance',
  'matchMedia',
  'getComputedStyle',
  'alert',
  'confirm',
  'prompt',
  'HTMLElement',
  'Element',
  'AudioContext',
].map((name) => ({
  name,
  message: `src/app has no DOM: '${name}' belongs to the page; take it through an interface that main.ts hands in.`,
}));

/**
 * The network and the clock: src/app reaches them only through ports handed in (the global
 * client's fetch, the outbox's timer, `today`, `recordedAt`), so its flows run in Node on a
 * fake service and a clock the test moves.
 */
const networkAndClock = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'Date',
].map((name) => ({
  name,
  message: `src/app reaches the network and the clock through ports: '${name}' must be handed in by start-game.ts or src/ui/page.`,
}));

/** Sinks that would parse untrusted text as HTML. */
const htmlSinks = [
  'innerHTML',
  'outerHTML',
  'insertAdjacentHTML',
  'srcdoc',
  'createContextualFragment',
  'setHTMLUnsafe',
  'parseHTMLUnsafe',
].map((property) => ({
  property,
  message: 'Untrusted text must reach the page as text: use textContent or DOM nodes.',
}));

/** document.write reached through another object: `frame.contentDocument.write(…)`. */
const documentWrites = {
  selector:
    'CallExpression[callee.property.name=/^write(ln)?$/][callee.object.property.name=/^(document|contentDocument|ownerDocument)$/]',
  message: 'document.write is banned: build DOM nodes instead.',
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results.json',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      'no-restricted-properties': [
        'error',
        ...htmlSinks,
        { object: 'document', property: 'write', message: 'document.write is banned.' },
        { object: 'document', property: 'writeln', message: 'document.writeln is banned.' },
      ],
      'no-restricted-syntax': ['error', documentWrites],
      // The production CSP refuses eval in any form; the code must not need it.
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  // A function does one job: 80 lines at most, 60 in the service, whose handlers and use cases
  // each fit on a screen. Met by finding the job to split off, never by cutting where the count
  // falls. Level data is data, not functions.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/levels/built-in/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['src/sim/**', 'src/levels/**'],
    rules: {
      'no-restricted-globals': ['error', ...impureGlobals],
      'no-restricted-properties': [
        'error',
        ...htmlSinks,
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the state.' },
        { object: 'globalThis', message: 'src/sim and src/levels must not reach globals.' },
      ],
      'no-restricted-syntax': [
        'error',
        documentWrites,
        {
          selector: "NewExpression[callee.name='Date']",
          message: 'src/sim and src/levels read no clock.',
        },
      ],
    },
  },
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-globals': ['error', ...pageGlobals, ...networkAndClock],
      'no-restricted-properties': [
        'error',
        ...htmlSinks,
        { object: 'document', property: 'write', message: 'document.write is banned.' },
        { object: 'document', property: 'writeln', message: 'document.writeln is banned.' },
        { object: 'globalThis', message: 'src/app reaches the page only through interfaces.' },
      ],
    },
  },
);
