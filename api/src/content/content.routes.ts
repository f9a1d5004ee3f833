import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { requireMember } from '../http/auth';
import { contract, rawContract, typed } from '../http/contract';
import { FileAnswer } from '@site/shared/src/contracts/envelope';
import {
  AnnouncementGroups,
  AnnouncementQuery,
  AnnouncementReadMark,
  Banner,
  BannerQuery,
  CustomerService,
  MarkAnnouncementRead,
} from '@site/shared/src/contracts/content';
import { SocialLinks } from '@site/shared/src/contracts/system';
import { bannerSvg } from '../games/catalogue.art';
import { artFilePattern, parseArtFile, sendArt } from '../games/art.image';
import { announceUnread } from '../inbox/unread.service';
import { announcementGroups, HOME_BANNER_GROUP, markAnnouncementRead, parseTypes } from './announcements.service';
import { findAnnouncement } from './announcements.repository';
import { customerServiceEntries, serviceLinks, socialLinks } from './content.service';

const toLang = (v: unknown): 'TH' | 'EN' => (String(v ?? '').toUpperCase() === 'EN' ? 'EN' : 'TH');

export async function contentRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  /** product-rules 7: GET, cached by the client; a guest gets every read flag false. */
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: contract({
        tag: 'content',
        summary: 'Announcements by type (B,PL,PU,PR,H): banners, player, popup, promotion, hot',
        querystring: AnnouncementQuery,
        value: AnnouncementGroups,
      }),
    },
    async (request) => {
      const q = request.query;
      const lang = toLang(q.language ?? request.headers.language);
      return ok(
        await announcementGroups(
          db,
          request.merchant.code,
          parseTypes(q.types),
          q.platform.toUpperCase(),
          q.groupName ?? null,
          request.member?.id ?? null,
          lang,
        ),
      );
    },
  );

  /** api-conventions A13.2: not seen publicly; designed as POST {announcementId, read}. */
  app.post(
    '/wps/relay/MCSFE_markAnnouncementAsRead',
    {
      schema: contract({
        tag: 'content',
        summary: 'Mark an announcement read (or unread with read: false)',
        body: MarkAnnouncementRead,
        value: AnnouncementReadMark,
      }),
    },
    async (request) => {
      const member = requireMember(request);
      const { announcementId, read } = request.body;
      const mark = await markAnnouncementRead(db, request.merchant.code, member.id, announcementId, read);
      await announceUnread(db, request.merchant.code, member.id);
      return ok(mark);
    },
  );

  /** Banners of one group (product-rules 3 Banner: url, groupName); home uses m_home. */
  app.get(
    '/wps/content/banners',
    {
      schema: contract({
        tag: 'content',
        summary: 'Banners of one group (the mobile home group when none is named)',
        querystring: BannerQuery,
        value: Type.Array(Banner),
      }),
    },
    async (request) => {
      const q = request.query;
      const groups = await announcementGroups(
        db,
        request.merchant.code,
        ['B'],
        'M',
        q.groupName ?? HOME_BANNER_GROUP,
        null,
        toLang(q.language ?? request.headers.language),
      );
      return ok(groups.banners);
    },
  );

  app.get(
    '/wps/content/banner/:file',
    {
      schema: rawContract('content', "A banner's image: .webp (PNG to a browser without WebP), .png or the .svg drawing", FileAnswer, {
        params: Type.Object({ file: Type.String({ pattern: artFilePattern('[0-9]{1,10}') }) }),
        querystring: Type.Object({ lang: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })) }),
      }),
    },
    async (request, reply) => {
      const { name, format } = parseArtFile(request.params.file);
      const id = Number(name);
      const row = await findAnnouncement(db, request.merchant.code, id);
      if (!row) throw new AppError('not.found');
      const lang = toLang(request.query.lang);
      const title = lang === 'EN' ? row.title_en : row.title_th;
      const sub = (lang === 'EN' ? row.content_en : row.content_th).replace(/<[^>]*>/g, '');
      return sendArt(request, reply, bannerSvg(title, sub, `${id}`), format, 3600);
    },
  );

  /** product-rules 3: customer service entries (csType, title, type, path with the key in its last 8 characters). */
  app.get(
    '/wps/content/customerService',
    {
      schema: contract({
        tag: 'content',
        summary: "Customer service entries (paths encoded) and the floating widget's links",
        value: CustomerService,
      }),
    },
    async (request) => ok({ entries: customerServiceEntries(request.merchant), links: serviceLinks(request.merchant) }),
  );

  app.get(
    '/wps/content/socialLinks',
    { schema: contract({ tag: 'content', summary: "The merchant's configured social links", value: SocialLinks }) },
    async (request) => ok(socialLinks(request.merchant)),
  );
}
