import { deflateRawSync } from 'node:zlib';

/**
 * A level link made without the code under test: node's zlib raw deflate and Buffer's base64url
 * over any JSON text, so a test can carry what `encodeLevelLink` refuses to make (an edited
 * level, a foreign proof, extra keys).
 */
export function rawLevelLink(json: string | object): string {
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  return `l=${deflateRawSync(Buffer.from(text, 'utf8')).toString('base64url')}`;
}
