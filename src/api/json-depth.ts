/**
 * How deep a request body's JSON may nest (arrays and objects), from the schemas: a post holds
 * the replay (2), its inputs (3) and each input pair (4); nothing nests deeper. Anything deeper
 * cannot be a request, and is refused before JSON.parse builds it (see `deeperThan`).
 */
export const MAX_BODY_DEPTH = 4;
