import net from 'node:net';
import type { Queryable } from '../db/db';
import type { ConsolidatedSettings, SystemStatus } from '@site/shared/src/contracts/system';
import { listIpRestrictions, type Merchant } from './merchant.repository';

/** True when ip lies in one of the CIDR blocks (IPv4 or IPv6; a bare address is a /32 or /128). */
export function ipInBlocks(ip: string, cidrs: string[]): boolean {
  const list = new net.BlockList();
  for (const cidr of cidrs) {
    const [address, prefix] = cidr.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : net.isIPv4(address) ? 'ipv4' : null;
    if (!type) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  const normalized = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const type = net.isIPv6(normalized) ? 'ipv6' : 'ipv4';
  return net.isIP(normalized) ? list.check(normalized, type) : false;
}

/**
 * product-rules 2: status 0 normal, 1, 2. Second reading (the payload's flags): 1 = maintenance, also when maintenance
 * and region restriction occur together; 2 = region restricted only. The shell names the screen by the flags.
 */
export function statusCode(maintenance: boolean, regionRestriction: boolean): 0 | 1 | 2 {
  if (maintenance) return 1;
  return regionRestriction ? 2 : 0;
}

export async function systemStatus(db: Queryable, merchant: Merchant, ip: string): Promise<SystemStatus> {
  const s = merchant.settings;
  const maintenance = s.maintenance === true;
  const regionRestriction = ipInBlocks(ip, await listIpRestrictions(db, merchant.code));
  return {
    status: statusCode(maintenance, regionRestriction),
    maintenance,
    regionRestriction,
    location: { ip },
    info: {
      siteName: s.siteName ?? merchant.name,
      minimumAge: s.minimumAge === 21 ? 21 : 18,
      languages: s.languages ?? ['TH', 'EN'],
      customerService: s.customerService ?? [],
      domainRoute: s.domainRoute ?? [],
      mobileTemplate: s.mobileTemplate ?? { mem_cen: '1', dep_func: '1' },
      paths: s.paths ?? {},
      register: s.register ?? {},
      resources: s.resources ?? [],
      whitelabel: merchant.whitelabel,
      mainDomain: s.mainDomain ?? '',
      imageCDNs: s.imageCDNs ?? [],
      socialLinks: (s.socialLinks ?? {}) as SystemStatus['info']['socialLinks'],
      promos: s.promos ?? {},
    },
  };
}

/** The merchant's settings that the site reads in one call (GET /wps/system/settings/consolidated). */
export function consolidatedSettings(merchant: Merchant): ConsolidatedSettings {
  const s = merchant.settings;
  return {
    merchantCode: merchant.code,
    siteName: s.siteName ?? merchant.name,
    minimumAge: s.minimumAge === 21 ? 21 : 18,
    languages: s.languages ?? ['TH', 'EN'],
    defaultLanguage: 'TH',
    currency: s.currency ?? 'THB',
    currencySymbol: s.currencySymbol ?? '฿',
    mobileTemplate: s.mobileTemplate ?? { mem_cen: '1', dep_func: '1' },
    register: s.register ?? {},
    promos: s.promos ?? {},
  };
}
