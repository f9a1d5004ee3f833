import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { requireMember } from '../http/auth';
import { bannerSvg } from '../games/catalogue.art';
import { artFilePattern, parseArtFile, sendArt } from '../games/art.image';
import { announcementGroups, HOME_BANNER_GROUP, markAnnouncementRead, parseTypes } from './announcements.service';
import { findAnnouncement } from './announcements.repository';
import { customerServiceEntries, serviceLinks, socialLinks } from './content.service';

const toLang = (v: unknown): 'TH' | 'EN' => (String(v ?? '').toUpperCase() === 'EN' ? 'EN' : 'TH');
const groupName = { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' };

export async function contentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** spec 7: GET, cached by the client; a guest gets every read flag false. */
  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            types: { type: 'string', maxLength: 40 },
            groupName,
            platform: { type: 'string', enum: ['M', 'W', 'm', 'w'], default: 'M' },
            merchantCode: { type: 'string', maxLength: 40 },
            token: { type: 'string', maxLength: 200 },
            language: { type: 'string', pattern: '^[A-Za-z]{2}$' },
          },
        },
      },
    },
    async (request) => {
      const q = request.query as { types?: string; groupName?: string; platform: string; language?: string };
      const lang = toLang(q.language ?? request.headers.language);
      return ok(await announcementGroups(db, request.merchant.code, parseTypes(q.types), q.platform.toUpperCase(), q.groupName ?? null, request.member?.id ?? null, lang));
    },
  );

  /** API-NOTES: not seen publicly; designed as POST {announcementId, read}. */
  app.post(
    '/wps/relay/MCSFE_markAnnouncementAsRead',
    {
      schema: {
        body: {
          type: 'object',
          required: ['announcementId'],
          properties: { announcementId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, read: { type: 'boolean', default: true } },
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const { announcementId, read } = request.body as { announcementId: number; read: boolean };
      return ok(await markAnnouncementRead(db, request.merchant.code, member.id, announcementId, read));
    },
  );

  /** Banners of one group (spec 3 Banner: url, groupName); home uses m_home. */
  app.get('/wps/content/banners', { schema: { querystring: { type: 'object', properties: { groupName, language: { type: 'string', pattern: '^[A-Za-z]{2}$' } } } } }, async (request) => {
    const q = request.query as { groupName?: string; language?: string };
    const groups = await announcementGroups(db, request.merchant.code, ['B'], 'M', q.groupName ?? HOME_BANNER_GROUP, null, toLang(q.language ?? request.headers.language));
    return ok(groups.banners);
  });

  app.get(
    '/wps/content/banner/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', pattern: artFilePattern('[0-9]{1,10}') } } }, querystring: { type: 'object', properties: { lang: { type: 'string', pattern: '^[A-Za-z]{2}$' } } } } },
    async (request, reply) => {
      const { name, format } = parseArtFile((request.params as { file: string }).file);
      const id = Number(name);
      const row = await findAnnouncement(db, request.merchant.code, id);
      if (!row) throw new AppError('not.found');
      const lang = toLang((request.query as { lang?: string }).lang);
      const title = lang === 'EN' ? row.title_en : row.title_th;
      const sub = (lang === 'EN' ? row.content_en : row.content_th).replace(/<[^>]*>/g, '');
      return sendArt(request, reply, bannerSvg(title, sub, `${id}`), format, 3600);
    },
  );

  /** spec 3: customer service entries (csType, title, type, path with the key in its last 8 characters). */
  app.get('/wps/content/customerService', async (request) => ok({ entries: customerServiceEntries(request.merchant), links: serviceLinks(request.merchant) }));

  app.get('/wps/content/socialLinks', async (request) => ok(socialLinks(request.merchant)));
}
