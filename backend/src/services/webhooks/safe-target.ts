import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Webhooks call out to addresses clients choose: without care that is a way into our own network
 * (the database, a cloud's metadata service). Only public unicast addresses are called, checked at
 * registration and again at each delivery by the lookup the connection itself uses, so a DNS answer
 * that changes between the check and the connection is never trusted. WEBHOOKS_ALLOW_PRIVATE lifts
 * this (tests, on-premises receivers).
 */

export const WEBHOOK_HTTPS_ONLY = 'Webhook URLs must start with https://';
export const WEBHOOK_PRIVATE_ADDRESS =
  'This URL points at a private, local or reserved address: webhooks are sent to public internet addresses only';
export const WEBHOOK_HOST_NOT_FOUND = 'The host of this URL could not be found';
export const WEBHOOK_PORT_REFUSED = 'Webhook URLs use port 443 or a port from 1024 up';

/** Ports below this are system services (SSH on 22, SMTP on 25…): only 443 of them is called. */
const FIRST_OPEN_PORT = 1024;

export class UnsafeTargetError extends Error {
  override name = 'UnsafeTargetError';
}

/** IPv6's global unicast block: everything outside it (site-local, IPv4-compatible `::a.b.c.d`…) is not public. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Public unicast only: loopback, private, link-local, unique-local, multicast, CGNAT, reserved are
 * not, and of IPv6 only global unicast addresses outside the special ranges in it (documentation,
 * 6to4, Teredo…): the deprecated forms that carry an IPv4 address (`::127.0.0.1`, `::ffff:…`) and
 * site-local `fec0::/10` are refused with the rest.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST)) return false;
  return parsed.range() === 'unicast';
}

/** The port a URL names, when it names one below 1024 other than 443 (its scheme's own port is fine). */
function isRefusedPort(url: URL): boolean {
  if (url.port === '') return false;
  const port = Number(url.port);
  return port < FIRST_OPEN_PORT && port !== 443;
}

/** The host of a URL as DNS or an address literal (brackets of IPv6 literals removed). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/**
 * What can be told of `url` without DNS: its scheme, its port, and its address when it is a literal (a literal
 * never reaches `lookup`). Returns the host name to resolve, or null for a literal or when allowed.
 */
export function checkWithoutDns(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new UnsafeTargetError(WEBHOOK_HTTPS_ONLY);
  if (isRefusedPort(url)) throw new UnsafeTargetError(WEBHOOK_PORT_REFUSED);
  if (allowPrivate) return null;
  const host = hostOf(url);
  if (!isIP(host)) return host;
  if (!isPublicAddress(host)) throw new UnsafeTargetError(WEBHOOK_PRIVATE_ADDRESS);
  return null;
}

/** Throws UnsafeTargetError (its message for the client) unless `url` may be called. */
export async function assertSafeTarget(url: URL, allowPrivate: boolean): Promise<void> {
  const host = checkWithoutDns(url, allowPrivate);
  if (host === null) return;
  const addresses = await resolveAll(host).catch(() => {
    throw new UnsafeTargetError(WEBHOOK_HOST_NOT_FOUND);
  });
  if (addresses.length === 0) throw new UnsafeTargetError(WEBHOOK_HOST_NOT_FOUND);
  if (!addresses.every((a) => isPublicAddress(a.address)))
    throw new UnsafeTargetError(WEBHOOK_PRIVATE_ADDRESS);
}

/**
 * The `lookup` of a delivery's connection: the addresses it connects to are the ones checked here.
 * Any non-public address in the answer refuses the whole host (an attacker's DNS could mix them).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  const all: LookupAllOptions = { ...options, all: true };
  lookup(hostname, all, (error, addresses) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
      return callback(new UnsafeTargetError(WEBHOOK_PRIVATE_ADDRESS), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};
