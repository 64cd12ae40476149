/** What h() accepts as children: nodes and text; null, undefined and false are skipped. */
export type Child = Node | string | null | undefined | false;

/** Attributes and the few properties h() sets. Text goes in as text, never as HTML. */
export interface Props {
  readonly className?: string;
  readonly id?: string;
  readonly text?: string;
  readonly attrs?: Readonly<Record<string, string>>;
  readonly onClick?: (event: Event) => void;
  readonly disabled?: boolean;
}

/** Builds an element: h('button', { className: 'primary', onClick }, 'Play'). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.className !== undefined) element.className = props.className;
  if (props.id !== undefined) element.id = props.id;
  if (props.text !== undefined) element.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) element.setAttribute(name, value);
  if (props.onClick !== undefined) element.addEventListener('click', props.onClick);
  if (props.disabled === true) element.setAttribute('disabled', '');
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** A real <button type="button"> that runs `action` when activated by click, Enter or Space. */
export function button(
  label: Child | readonly Child[],
  action: () => void,
  props: Props = {},
): HTMLButtonElement {
  const parts: readonly Child[] = Array.isArray(label) ? label : [label as Child];
  const element = h('button', { ...props, attrs: { type: 'button', ...props.attrs } }, ...parts);
  element.addEventListener('click', () => {
    action();
  });
  return element;
}
