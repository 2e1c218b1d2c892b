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

export class UnsafeTargetError extends Error {
  override name = 'UnsafeTargetError';
}

/** Public unicast only: loopback, private, link-local, unique-local, multicast, CGNAT, mapped… are not. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
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
 * What can be told of `url` without DNS: its scheme, and its address when it is a literal (a literal
 * never reaches `lookup`). Returns the host name to resolve, or null for a literal or when allowed.
 */
export function checkWithoutDns(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new UnsafeTargetError(WEBHOOK_HTTPS_ONLY);
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
