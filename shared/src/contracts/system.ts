import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { StringEnum } from './envelope';

/** The merchant's status, settings and help centre (/wps/system/...), shared by the API, the shell and the remotes. */

/** A white-label switch (api-conventions A12.5: a tree of {modId, enabled, childrenNodes}). */
export const WhitelabelNode = Type.Recursive(
  (node) => Type.Object({ modId: Type.String(), enabled: Type.Boolean(), childrenNodes: Type.Optional(Type.Array(node)) }),
  { $id: 'WhitelabelNode' },
);
export type WhitelabelNode = Static<typeof WhitelabelNode>;

/** A downloadable or linked resource of the merchant (Facebook, Line, app stores ...). */
export const Resource = Type.Object({ resourceType: Type.String(), url: Type.String(), labelNameEn: Type.Optional(Type.String()) });
export type Resource = Static<typeof Resource>;

/** product-rules 3: a customer service entry (its path travels encoded in the content API, plain in the status). */
export const CustomerServiceEntry = Type.Object({ csType: Type.String(), title: Type.String(), type: Type.String(), path: Type.String() });
export type CustomerServiceEntry = Static<typeof CustomerServiceEntry>;

/** product-rules 3: social links keyed YOUTUBE, TIKTOK, INSTAGRAM, FACEBOOK, TWITTER, each with url; only configured ones. */
export const SOCIAL_KEYS = ['YOUTUBE', 'TIKTOK', 'INSTAGRAM', 'FACEBOOK', 'TWITTER'] as const;
const link = Type.Optional(Type.Object({ url: Type.String() }));
export const SocialLinks = Type.Object({ YOUTUBE: link, TIKTOK: link, INSTAGRAM: link, FACEBOOK: link, TWITTER: link });
export type SocialLinks = Static<typeof SocialLinks>;

/** An operator's open-ended settings object, passed on as it is. */
const openRecord = <T extends TSchema>(value: T) => Type.Record(Type.String(), value);
const MobileTemplate = Type.Object({ mem_cen: Type.String(), dep_func: Type.String() });
const Promos = openRecord(Type.Object({ enabled: Type.Boolean(), count: Type.Number() }));

/** product-rules 3: system status payload. status: 0 normal, 1 maintenance / IP-restricted, 2 service unavailable / region. */
export const SystemStatus = Type.Object({
  status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  location: Type.Object({ ip: Type.String() }),
  info: Type.Object({
    siteName: Type.String(),
    minimumAge: Type.Union([Type.Literal(18), Type.Literal(21)]),
    languages: Type.Array(Type.String()),
    customerService: Type.Array(CustomerServiceEntry),
    domainRoute: Type.Array(Type.Unknown()),
    mobileTemplate: MobileTemplate,
    paths: openRecord(Type.String()),
    register: openRecord(Type.Unknown()),
    resources: Type.Array(Resource),
    whitelabel: Type.Array(WhitelabelNode),
    mainDomain: Type.String(),
    imageCDNs: Type.Array(Type.String()),
    socialLinks: SocialLinks,
    promos: Promos,
  }),
});
export type SystemStatus = Static<typeof SystemStatus>;

/** GET /wps/system/settings/consolidated: the merchant's settings the site reads in one call. */
export const ConsolidatedSettings = Type.Object({
  merchantCode: Type.String(),
  siteName: Type.String(),
  minimumAge: Type.Union([Type.Literal(18), Type.Literal(21)]),
  languages: Type.Array(Type.String()),
  defaultLanguage: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  mobileTemplate: MobileTemplate,
  register: openRecord(Type.Unknown()),
  promos: Promos,
});
export type ConsolidatedSettings = Static<typeof ConsolidatedSettings>;

/** A help centre topic (A12.5): HTML content, falling back to TH when a language has none. */
export const HelpTopic = Type.Recursive(
  (topic) =>
    Type.Object({ title: Type.String(), content: Type.String(), tag: Type.String(), lang: Type.String(), children: Type.Array(topic) }),
  { $id: 'HelpTopic' },
);
export type HelpTopic = Static<typeof HelpTopic>;

/** GET /wps/system/helpCenter?lang=&device=MOBILE */
export const HelpQuery = Type.Object({
  lang: Type.String({ pattern: '^[A-Za-z]{2}$', default: 'TH' }),
  device: StringEnum(['MOBILE', 'WEB'], { default: 'MOBILE' }),
});
export type HelpQuery = Static<typeof HelpQuery>;
