/**
 * The editor's code, loaded with `import()` the first time the editor opens, so the first frame
 * does not carry it: the model, its checks and the session kept between screens.
 */
import { loadDraft } from '../../storage/editor-draft';
import { EditorSession, type EditorSessionOptions } from './editor-session';

export { EditorSession } from './editor-session';

/** A session on the autosaved draft (or a new level when there is none or it is damaged). */
export function openEditorSession(options: Omit<EditorSessionOptions, 'draft'>): EditorSession {
  return new EditorSession({ ...options, draft: loadDraft(options.store) });
}
