/**
 * Why the game is paused:
 * - 'user': the player asked for it (the pause key or button);
 * - 'menu': a screen such as settings or level select took over;
 * - 'hidden': the tab was hidden (the browser stops frames, so time cannot be honoured);
 * - 'blur': the window lost focus, when auto-pause on blur is on.
 */
export type PauseReason = 'user' | 'menu' | 'hidden' | 'blur';

/** Every pause reason, in a fixed order (for counters and menus). */
export const PAUSE_REASONS: readonly PauseReason[] = ['user', 'menu', 'hidden', 'blur'];
