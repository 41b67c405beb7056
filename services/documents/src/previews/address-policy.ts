import ipaddr from 'ipaddr.js';

/**
 * Whether a fetched page may live at this address. Only public unicast addresses: loopback, private (RFC 1918,
 * unique local), link-local (which holds the cloud metadata endpoint 169.254.169.254 and fd00:ec2::254 sits in
 * unique local), carrier-grade NAT (Alibaba's 100.100.100.200), multicast, reserved, unspecified and the IPv6
 * translation ranges that can smuggle an IPv4 address are all refused. IPv4-mapped IPv6 is judged as its IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}
