import { Type, type Static } from '@sinclair/typebox';
import { Id, StringEnum } from './envelope';
import { CustomerServiceEntry, Resource } from './system';

/** Announcements, banners, customer service and social links (/wps/relay/MCSFE_..., /wps/content/...). */

const nullableText = Type.Union([Type.String(), Type.Null()]);
const language = Type.String({ pattern: '^[A-Za-z]{2}$' });
const groupName = Type.String({ pattern: '^[A-Za-z0-9_]{1,40}$' });

/** product-rules 3 Banner: its image url, title and where a click goes (a site path or an external link). */
export const Banner = Type.Object({
  bannerId: Type.Integer(),
  groupName: Type.String(),
  url: Type.String(),
  title: Type.String(),
  redirect: nullableText,
  externalLink: nullableText,
});
export type Banner = Static<typeof Banner>;

/** An announcement in the member's language; read is the member's own mark (false for a guest). */
export const Announcement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String({ description: 'HTML' }),
  read: Type.Boolean(),
  createdAt: Type.Integer({ description: 'ms since the epoch' }),
});
export type Announcement = Static<typeof Announcement>;
export const PromotionAnnouncement = Type.Composite([Announcement, Type.Object({ redirect: nullableText })]);
export type PromotionAnnouncement = Static<typeof PromotionAnnouncement>;

/** product-rules 3: types 'B,PL,PU,PR,H' -> {banners, player, popup, promotion, hot}. */
export const AnnouncementGroups = Type.Object({
  banners: Type.Array(Banner),
  player: Type.Array(Announcement),
  popup: Type.Array(Announcement),
  promotion: Type.Array(PromotionAnnouncement),
  hot: Type.Array(Announcement),
});
export type AnnouncementGroups = Static<typeof AnnouncementGroups>;

/** GET /wps/relay/MCSFE_getListAnnouncements (types of B,PL,PU,PR,H; the merchantCode and token of the platform's call are accepted and unused). */
export const AnnouncementQuery = Type.Object({
  types: Type.Optional(Type.String({ maxLength: 40 })),
  groupName: Type.Optional(groupName),
  platform: StringEnum(['M', 'W', 'm', 'w'], { default: 'M' }),
  merchantCode: Type.Optional(Type.String({ maxLength: 40 })),
  token: Type.Optional(Type.String({ maxLength: 200 })),
  language: Type.Optional(language),
});
export type AnnouncementQuery = Static<typeof AnnouncementQuery>;

/** GET /wps/content/banners?groupName=&language= (the mobile home group when none). */
export const BannerQuery = Type.Object({ groupName: Type.Optional(groupName), language: Type.Optional(language) });
export type BannerQuery = Static<typeof BannerQuery>;

/** POST /wps/relay/MCSFE_markAnnouncementAsRead (api-conventions A13.2): read defaults to true. */
export const MarkAnnouncementRead = Type.Object({ announcementId: Id, read: Type.Boolean({ default: true }) });
export type MarkAnnouncementRead = Static<typeof MarkAnnouncementRead>;
export const AnnouncementReadMark = Type.Object({ announcementId: Type.Integer(), read: Type.Boolean() });
export type AnnouncementReadMark = Static<typeof AnnouncementReadMark>;

/** GET /wps/content/customerService: the entries (path encoded, its key in the last 8 characters) and the widget's links. */
export const CustomerService = Type.Object({ entries: Type.Array(CustomerServiceEntry), links: Type.Array(Resource) });
export type CustomerService = Static<typeof CustomerService>;
