import type { ActionHandlers } from '../core/screen-actions';
import type { EditorFlow } from './editor-flow';

/** The editor's way in: the title's Make a level, and the way back from a playtest. */
export function editorActions(editor: Pick<EditorFlow, 'open'>): ActionHandlers {
  return {
    editor: () => void editor.open(),
  };
}
