import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';

/** The Firebase sign-in a page may start (the page merchant's public Firebase config), or null. */
export interface PageFirebase {
  authDomain?: string;
  /** The Auth emulator (development and tests only; never set in production). */
  emulatorUrl?: string | null;
}

/**
 * Content-Security-Policy directives. Every answer gets the strict base: scripts only from this origin, no plugins,
 * no <base>, forms only to this origin, never framed (a framed site can be clickjacked into a bet or a transfer).
 * Styles may be inline: React sets style attributes and the HTML carries its first-paint CSS; styles run no code.
 * A page of the site adds its nonce (its inline boot scripts, api/src/web/boot.ts, and nothing else inline) and,
 * when its merchant signs in through Firebase, Google's sign-in, token and reCAPTCHA hosts.
 */
export function contentSecurityPolicy(page?: { nonce: string; firebase: PageFirebase | null }): Record<string, string[]> {
  const firebase = page?.firebase;
  const emulator = firebase?.emulatorUrl ? [new URL(firebase.emulatorUrl).origin] : [];
  const authFrame = firebase?.authDomain ? [`https://${firebase.authDomain}`] : [];
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(page ? [`'nonce-${page.nonce}'`] : []),
      ...(firebase ? ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Banners and help texts may show images of the merchant's own CDN.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(firebase ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] : []),
      ...emulator,
    ],
    'frame-src': [
      "'self'",
      ...(firebase ? [...authFrame, 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : []),
      ...emulator,
    ],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A fresh nonce per page: inline scripts carry it, an injected script cannot know it. */
export const newNonce = () => crypto.randomBytes(18).toString('base64');

/** Every <script> of a page of ours carries the page's nonce (the boot data inside is escaped: no "<script" in it). */
export const withNonce = (html: string, nonce: string) => html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);

/** Sends a page's own policy (its nonce, its Firebase hosts) instead of the base one. */
export function setPagePolicy(reply: FastifyReply, nonce: string, firebase: PageFirebase | null): void {
  reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ nonce, firebase }) } });
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (@fastify/helmet): the base policy above, nosniff, a referrer policy that sends
 * only the origin to other sites, no framing, and popups of other origins kept (Firebase's sign-in popup talks back
 * to its opener). HSTS only when the request came over TLS (behind a proxy: X-Forwarded-Proto, with TRUST_PROXY=1):
 * over plain http it would be ignored, and a development site on localhost must not pin https.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
});
