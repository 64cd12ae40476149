/**
 * The address bucket a request counts under: every per-address limit and count keys on it.
 * An IPv4 address is its own bucket. An IPv6 address counts under its network of
 * `ipv6Prefix` bits (LEADERBOARD_IPV6_PREFIX, 64 by default): one subscriber is usually given a
 * whole /64 (often a /56 or a /48), so keying on the full address let one home take 2^64 of
 * them. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address. Anything that
 * is no IP address (an unknown socket) is its own bucket, as written.
 */
import ipaddr from 'ipaddr.js';

/** The default network size an IPv6 client counts under. */
export const DEFAULT_IPV6_PREFIX = 64;

/** The bucket of `address`: `192.0.2.1`, or `2001:db8:1:2::/64` for any address in that /64. */
export function addressBucket(address: string, ipv6Prefix: number): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray();
  const masked = bytes.map((byte, index) => {
    const kept = Math.min(8, Math.max(0, ipv6Prefix - index * 8));
    return byte & ((0xff << (8 - kept)) & 0xff);
  });
  return `${ipaddr.fromByteArray(masked).toString()}/${ipv6Prefix}`;
}
