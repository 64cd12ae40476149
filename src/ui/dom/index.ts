/** Building the page's elements: h() and button(), and keyboard-friendly menus. */
export { button, h, type Child, type Props } from './h';
export { focusFirst, isControl, menu } from './menu';
