/**
 * Composition root, first part: the smallest entry that puts the first frame up (the renderer,
 * the simulation and the built-in levels). The rest of the game (screens, loop, storage, input,
 * audio) is fetched from the start and wired as soon as it arrives, in start-game.ts.
 */
import { BUILT_IN_LEVELS, getBuiltInLevel } from './levels/built-in-levels';
import { CanvasSurface, domCanvasFactory, Renderer } from './render';
import { Simulation } from './sim';

/** Height of the HUD strip in CSS pixels (see .hud in the stylesheet): the maze is framed below it. */
const HUD_HEIGHT = 48;

// Asked for first, so its download overlaps the first frame's work.
const game = import('./start-game');

const app = document.querySelector<HTMLElement>('#app');
const canvas = document.querySelector<HTMLCanvasElement>('#game');
if (app === null || canvas === null)
  throw new Error('index.html has no #app with a <canvas id="game">');
const context = canvas.getContext('2d', { alpha: false });
if (context === null) throw new Error('Canvas2D is not available in this browser');

const surface = new CanvasSurface({ canvas });
const renderer = new Renderer({
  context,
  surface,
  createCanvas: domCanvasFactory,
  topInset: HUD_HEIGHT,
});
const backdropLevel = getBuiltInLevel('catacombs') ?? BUILT_IN_LEVELS[0];
if (backdropLevel === undefined) throw new Error('no built-in levels');
const backdrop = new Simulation(backdropLevel);
// The first frame goes up now, before the rest of the game, storage, audio or fonts are touched.
renderer.draw(backdrop, 0, 'backdrop');

game
  .then(({ startGame }) => startGame({ app, renderer, backdrop }))
  .catch((error: unknown) => {
    console.error('Mythic Maze could not load:', error);
  });
