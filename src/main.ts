/** Composition root: builds the pieces of the game and wires them to the page. */
const canvas = document.querySelector<HTMLCanvasElement>('#game');
if (canvas === null) throw new Error('index.html has no <canvas id="game">');
const context = canvas.getContext('2d');
if (context === null) throw new Error('Canvas2D is not available in this browser');

const ratio = window.devicePixelRatio;
canvas.width = Math.round(canvas.clientWidth * ratio);
canvas.height = Math.round(canvas.clientHeight * ratio);
context.fillStyle = '#2a2118';
context.fillRect(0, 0, canvas.width, canvas.height);
context.fillStyle = '#e0b04a';
context.textAlign = 'center';
context.font = `${String(48 * ratio)}px Georgia, serif`;
context.fillText('Mythic Maze', canvas.width / 2, canvas.height / 2);
