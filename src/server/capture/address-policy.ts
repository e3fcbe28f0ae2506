// Which addresses the server may connect to. Only public unicast is allowed: loopback, private, link-local,
// CGNAT, benchmark, multicast, reserved, unspecified, ULA, NAT64, 6to4, Teredo and IPv4-mapped forms are
// all refused, because a saved link must never reach our own network (DESIGN.md "SSRF guard").
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors.js';

export interface FetchPolicy {
  /** total deadline for one fetch, redirects and body included */
  timeoutMs: number;
  /** `host:port` pairs that may be fetched although private (tests, intranet installs) */
  allow: readonly string[];
  /** `host:port:address` entries, like curl --resolve: the host is connected to that address */
  resolve: readonly string[];
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export const refused = (message: string) => new AppError(400, 'fetch_refused', message);

/** True when the address is public unicast; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The host without IPv6 brackets or a trailing dot, lower-cased. */
export function bareHost(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

export function defaultPort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

function resolveOverride(policy: FetchPolicy, host: string, port: string): string | undefined {
  for (const entry of policy.resolve) {
    // host:port:address — the address may itself be IPv6, so split on the first two colons.
    const [h, p, ...rest] = entry.split(':');
    if (h === undefined || p === undefined || rest.length === 0) continue;
    if (bareHost(h) === host && p === port) return rest.join(':').replace(/^\[|\]$/g, '');
  }
  return undefined;
}

/**
 * Resolves the URL's host and returns the addresses the connection must go to. Refuses when any
 * address is not public (unless host:port is in the allow list), so DNS answers mixing a public and a
 * private address are refused too.
 */
export async function checkedAddresses(url: URL, policy: FetchPolicy): Promise<CheckedAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refused(`Only http and https links can be fetched (got ${url.protocol})`);
  }
  if (url.username || url.password) throw refused('Links with a user name or password cannot be fetched');
  const host = bareHost(url.hostname);
  const port = defaultPort(url);
  const allowed = policy.allow.some((entry) => entry.toLowerCase() === `${host}:${port}`);
  const override = resolveOverride(policy, host, port);
  let addresses: CheckedAddress[];
  if (override) {
    addresses = [{ address: override, family: override.includes(':') ? 6 : 4 }];
  } else if (ipaddr.isValid(host)) {
    // The WHATWG parser already turned 2130706433, 0x7f000001, 127.1 and 017700000001 into 127.0.0.1.
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else if (host === 'localhost' || host.endsWith('.localhost')) {
    addresses = [{ address: '127.0.0.1', family: 4 }];
  } else {
    try {
      const found = await lookup(host, { all: true, verbatim: true });
      addresses = found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch {
      throw refused(`Could not resolve ${host}`);
    }
    if (addresses.length === 0) throw refused(`Could not resolve ${host}`);
  }
  if (!allowed) {
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) throw refused(`Refused to fetch ${host}: ${bad.address} is not a public address`);
  }
  return addresses;
}
