/** The level editor's screen, loaded with the editor's code on first use (its stylesheet too). */
import './editor.css';

export { EditorScreen } from './editor-screen';
