/**
 * product-rules 3.26: a promo switch (the merchant's `settings.promos.<key>.enabled`, keys of rule 3.20) is on unless
 * the merchant turned it off (`enabled: false`); a key the merchant never set is on. The API's engine, its counters and
 * the screens all read a switch through this one rule.
 */
export type PromoSwitches = Record<string, { enabled?: boolean } | undefined> | undefined | null;

export const promoSwitchOn = (promos: PromoSwitches, key: string): boolean => promos?.[key]?.enabled !== false;
