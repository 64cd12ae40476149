import * as v from 'valibot';

/** The shape each decoded field is documented by, keyed by the field's schema object. */
const shapes = new WeakMap<object, v.GenericSchema>();

/**
 * A request field that the request's own check passes as it is, because a decoder of the pure
 * core reads it next and names the field at fault itself (the replay codec, `checkLevelRef`, the
 * level document decoder), with messages no JSON Schema could give. `shape` is that decoder's own
 * valibot schema where it has one, and documents the field in the OpenAPI document.
 */
export function decodedField(shape: v.GenericSchema): v.UnknownSchema {
  const field = v.unknown();
  shapes.set(field, shape);
  return field;
}

/** The shape that documents `schema` when it is a field made by `decodedField`. */
export function decodedShape(schema: object): v.GenericSchema | undefined {
  return shapes.get(schema);
}
