/**
 * The floor of the first-frame benchmark: a page shaped like the game's (one canvas, one module
 * script) that fills the canvas as soon as its script runs. Whatever time this page needs is the
 * browser's and the machine's, not the game's.
 */
// A module like the game's entry, so its names stay its own.
export {};

const canvas = document.querySelector<HTMLCanvasElement>('#game');
const context = canvas?.getContext('2d');
if (context === null || context === undefined)
  throw new Error('the baseline page has no 2D canvas');
context.fillStyle = '#2a2118';
context.fillRect(0, 0, 1280, 720);
