/** Bytes per String.fromCharCode call: well under any engine's argument limit. */
const CHUNK = 0x8000;

const ALPHABET = /^[A-Za-z0-9_-]*$/;

/** Unpadded base64url (RFC 4648 §5) of `bytes`, through the platform's `btoa`. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The bytes of strict unpadded base64url text, or null: any character outside the alphabet,
 * padding, an impossible length, or leftover bits that are not zero. So each byte string has
 * exactly one text, and a changed character can never decode to the same bytes.
 */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return null;
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  let binary: string;
  try {
    binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return toBase64Url(bytes) === text ? bytes : null;
}
