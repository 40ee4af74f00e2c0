import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook or an import may never reach unless configuration allows private addresses: loopback, private,
 * link-local, unique-local, CGNAT, "this network", multicast and reserved ranges, and IPv4 mapped into IPv6.
 * Without this, a user could make the server request its own admin ports or the cloud metadata service.
 */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

/** `reaching`: what may not reach it, as the message says ("webhooks", "imports"). */
export class BlockedAddressError extends Error {
  constructor(host: string, address: string, reaching: string) {
    super(`${host} resolves to ${address}, a private or local address that ${reaching} may not reach.`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that refuses private addresses among those DNS returned, so the address
 * actually connected to is the one checked (a name that resolved to a public address at registration and
 * to 127.0.0.1 now, DNS rebinding, is refused here).
 */
export function guardedLookup(allowPrivate: boolean, reaching = 'webhooks', refused = isBlockedAddress) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const blocked = allowPrivate ? undefined : addresses.find((a) => refused(a.address));
      if (blocked) return callback(new BlockedAddressError(hostname, blocked.address, reaching), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/** The first private address `hostname` resolves to (every address it has is checked), or undefined. */
export async function blockedAddressOf(hostname: string): Promise<string | undefined> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isBlockedAddress(host) ? host : undefined;
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
  );
  return addresses.find((a) => isBlockedAddress(a.address))?.address;
}
