import type { ScreenFeature } from '../screen-models';
import type { EditorFlow } from './editor-flow';

/**
 * The editor's screen (its session, drawn by the editor's own code) and its way in: the title's
 * Make a level, and the way back from a playtest.
 */
export function editorScreens(
  editor: Pick<EditorFlow, 'session' | 'open'>,
): ScreenFeature<'editor'> {
  return {
    actions: {
      editor: () => void editor.open(),
    },
    models: {
      editor: () => ({ screen: 'editor', session: editor.session }),
    },
  };
}
