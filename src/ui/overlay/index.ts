/** Messages over the game. (The diagnostics overlay loads on first use, from its own file.) */
export { Toast } from './toast';
export { UpdateBar, updateText } from './update-bar';
