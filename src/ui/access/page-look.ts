import type { Renderer, RenderStyle } from '../../render';
import { DEFAULT_RENDER_STYLE, HIGH_CONTRAST_DARKNESS } from '../../render';
import type { Settings } from '../../storage/settings';
import { MotionPreference } from './motion-preference';

/**
 * How the page looks with the settings applied: reduced motion (the system's, or the player's
 * override) steadies the light and stops CSS motion; high contrast deepens the darkness and
 * switches the page's contrast styles. Returns what to call with the settings on each change.
 */
export function pageLook(renderer: Pick<Renderer, 'setStyle'>): (applied: Settings) => void {
  let style: RenderStyle = DEFAULT_RENDER_STYLE;
  const restyle = (changes: Partial<RenderStyle>): void => {
    style = { ...style, ...changes };
    renderer.setStyle(style);
  };
  const motion = new MotionPreference(
    'matchMedia' in window ? window.matchMedia('(prefers-reduced-motion: reduce)') : null,
    (reduced) => {
      restyle({ steadyLight: reduced });
      document.documentElement.classList.toggle('reduce-motion', reduced);
    },
  );
  return (applied) => {
    motion.set(applied.reducedMotion);
    restyle({ darknessStrength: applied.highContrast ? HIGH_CONTRAST_DARKNESS : 1 });
    document.documentElement.classList.toggle('high-contrast', applied.highContrast);
  };
}
