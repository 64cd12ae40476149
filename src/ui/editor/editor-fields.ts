import { NUMBER_FIELDS, type NumberField } from '../../app/editor/draft-fields';
import type { EditorSession } from '../../app/editor/editor-session';
import { MAX_LEVEL_NAME_LENGTH } from '../../sim';
import { button, h } from '../dom';
import { t } from '../../app/text/text';

/** What the fields tell their screen. */
export interface EditorFieldsOptions {
  readonly session: EditorSession;
  /** A field changed (or was refused, with a message): the screen saves and redraws. */
  readonly onEdit: (refused?: string) => void;
}

function numberInput(id: string, label: string, min: number, max: number) {
  const input = h('input', {
    id,
    attrs: { type: 'number', min: String(min), max: String(max), step: '1', inputmode: 'numeric' },
  });
  return {
    input,
    row: h('label', { className: 'editor-field' }, h('span', { text: label }), input),
  };
}

/**
 * The level's name, countdown and timings, and its size. A field takes its value when it is
 * committed (Enter or leaving it), as one undo step; a value out of range is refused with a
 * message and the field shows the level's value again.
 */
export class EditorFields {
  readonly element: HTMLElement;
  readonly #session: EditorSession;
  readonly #name: HTMLInputElement;
  readonly #numbers = new Map<NumberField, HTMLInputElement>();
  readonly #width: HTMLInputElement;
  readonly #height: HTMLInputElement;

  constructor(options: EditorFieldsOptions) {
    const { session, onEdit } = options;
    this.#session = session;
    this.#name = h('input', {
      id: 'editor-name',
      attrs: { type: 'text', maxlength: String(MAX_LEVEL_NAME_LENGTH) },
    });
    this.#name.addEventListener('change', () => {
      session.edit((editor) => {
        editor.setName(this.#name.value);
      });
      onEdit();
    });
    const rows: HTMLElement[] = [
      h('label', { className: 'editor-field' }, h('span', { text: t('editor.name') }), this.#name),
    ];
    for (const spec of NUMBER_FIELDS) {
      const { input, row } = numberInput(
        `editor-${spec.field}`,
        t(spec.labelKey),
        spec.min,
        spec.max,
      );
      input.addEventListener('change', () => {
        try {
          session.edit((editor) => {
            editor.setNumber(spec.field, Number(input.value));
          });
          onEdit();
        } catch (error) {
          onEdit(error instanceof Error ? error.message : String(error));
        }
      });
      this.#numbers.set(spec.field, input);
      rows.push(row);
    }
    const width = numberInput('editor-width', 'Width (tiles)', 3, 128);
    const height = numberInput('editor-height', 'Height (tiles)', 3, 128);
    this.#width = width.input;
    this.#height = height.input;
    const resize = () => {
      try {
        session.edit((editor) => {
          editor.resize(Number(this.#width.value), Number(this.#height.value));
        });
        onEdit();
      } catch (error) {
        onEdit(error instanceof Error ? error.message : String(error));
      }
    };
    for (const input of [this.#width, this.#height]) {
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') resize();
      });
    }
    this.element = h(
      'div',
      { className: 'editor-fields' },
      h('fieldset', {}, h('legend', { text: t('editor.level') }), ...rows),
      h(
        'fieldset',
        {},
        h('legend', { text: t('editor.size') }),
        width.row,
        height.row,
        button(t('editor.resize'), resize, { attrs: { 'data-editor': 'resize' } }),
      ),
    );
  }

  /** Shows the level's values, leaving alone the field being typed in. */
  update(): void {
    const { fields, grid } = this.#session.editor;
    const show = (input: HTMLInputElement, value: string) => {
      if (document.activeElement !== input) input.value = value;
    };
    show(this.#name, fields.name);
    for (const [field, input] of this.#numbers) show(input, String(fields[field]));
    show(this.#width, String(grid.width));
    show(this.#height, String(grid.height));
  }
}
