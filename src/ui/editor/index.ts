/** The level editor's screen, loaded with the editor's code on first use. */
export { EditorScreen } from './editor-screen';
