import type { Simulation } from '../sim';
import type { SettingsControl } from './core/screen';
import type { ScreenModel } from './screen-models';
import type { UpdateNotice } from './update-flow';
import type { SplitLineModel } from './splits/live-splits';

/** The screens on the page, as the game drives them (the DOM shell in the browser). */
export interface GameView {
  /** Puts up `model.screen`, replacing the one before, and shows or hides the HUD. */
  show(model: ScreenModel): void;
  /** A frame of `run` is drawn: the HUD shows it, and the replay viewer follows its playback. */
  frame(run: Simulation): void;
  /** The HUD's split line changed (on the tick of a split), or is hidden (null). */
  splitLine(line: SplitLineModel | null): void;
  /** Enter with no control focused: the first enabled button of the screen acts. */
  confirm(): void;
  /**
   * After the settings screen is rebuilt, focus goes back to the control just used: the switch
   * just flipped, or the Controls button on the way back from the Controls screen.
   */
  focusSetting(control: SettingsControl): void;
  /** Loads what the editor's screen needs (its code is a download of its own), before it shows. */
  prepareEditor(): Promise<void>;
  /** Shows where the game stands with its updates: "A new version is ready", and its button. */
  showUpdate(notice: UpdateNotice): void;
}
