import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { copy } from '#shared/copy.js';
import { apiPaths } from '#shared/api-paths.js';
import { gateScreenHtml, loginScreenHtml } from '#shared/entry-first-screen.js';
import { entryScreenChunks } from '#shared/entry-screens.js';
import { textSizeCookieName } from '#shared/text-size.js';
import { landingFileName, landingLinkChoices } from '#shared/landing-template.js';
import { fillLanding, type LandingPages } from '../web/fill-landing.js';
import { pageWithSiteName, pageWithTimeZone } from '../web/fill-page.js';
import { firstAnswerPaths, firstAnswersScript } from '../web/first-answers.js';
import { firstScreenHtml, scriptsAfterFirstScreen, withTextSize } from '../web/first-screen.js';
import { chunkTags, readManifest, type ChunkTags } from '../web/chunk-tags.js';
import { sessionStateOf } from '../modules/auth/visitor.js';
import { sessionCookieName } from './session.js';
import { wantsWebPage } from '../web/wants-web-page.js';

export type WebAppOptions = { root: string };

/**
 * The path of a page's address without its query or a trailing slash. Cut as text, not parsed:
 * any address reaches the page (`//[` too) and must not make it fail.
 */
function pathnameOf(url: string): string {
  return (url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
}

/**
 * Files checked on every visit, so a new release takes over on the next one: the service worker,
 * and the first screens' starter (a phone holding last hour's copy would miss what a new release's
 * written screens ask of it, such as the passphrase page's early 入る).
 */
const checkedEveryVisit = ['sw.js', 'start-app.js'];

/**
 * The page with a screen's chunks named in its head and, when the server wrote its first screen
 * (decision 39), that screen before #root with its style sheets applied at once, the app's scripts
 * held until it is painted, and her text size. `afterRoot`: what follows #root (the first answers).
 */
function pageWith(
  html: string,
  tags: ChunkTags | undefined,
  { screen, afterRoot, request }: { screen: string; afterRoot: string; request: FastifyRequest | undefined },
): string {
  const named = html
    .replace('</head>', () => `${(screen ? tags?.styled : tags?.preloaded) ?? ''}</head>`)
    .replace('<div id="root"></div>', () => `${screen}<div id="root"></div>${afterRoot}`);
  if (!screen) return named;
  return withTextSize(scriptsAfterFirstScreen(named), request?.cookies[textSizeCookieName]);
}

/** What /api/auth/session answers a request without a session cookie. */
const noSession = sessionStateOf({ kind: 'anonymous', sessionId: null });

/**
 * The entry pages the server writes for a visitor without a session cookie, by path, with the
 * answers their screens need for a first render that is the written one (decision 39): the
 * sign-in screen draws its form once it knows there is no session.
 */
const writtenEntryScreens = new Map<
  string,
  { write: (siteName: string, redirectTo: string | null) => string; answers: Record<string, unknown> }
>([
  ['/password', { write: gateScreenHtml, answers: {} }],
  ['/login', { write: loginScreenHtml, answers: { [apiPaths.session]: noSession } }],
]);

/** A page address's query, read without parsing the whole address (which may not parse). */
function queryOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}

/** The prerendered landing pages (scripts/build-landing.ts), or null when the build has none. */
function readLandingPages(root: string): LandingPages | null {
  const pages: Record<string, string> = {};
  for (const links of landingLinkChoices) {
    const name = landingFileName(links);
    const file = path.join(root, name);
    if (!fs.existsSync(file)) return null;
    pages[name] = fs.readFileSync(file, 'utf8');
  }
  return pages;
}

/**
 * Serves the built web app: hashed assets cached for a year, the page (with this install's
 * site name) for every client route, JSON 404s for the API.
 */
/**
 * The first screen, or none if writing it fails (an answer of a shape it did not expect): the page
 * then starts as it did before decision 39, and the failure is logged rather than answered as 500.
 */
function firstScreenOrNone(request: FastifyRequest, write: () => string): string {
  try {
    return write();
  } catch (error) {
    request.log.error({ err: error }, 'first screen not written');
    return '';
  }
}

export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, options) {
    const indexFile = path.join(options.root, 'index.html');
    const page = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
    const manifestFile = path.join(options.root, 'manifest.webmanifest');
    const manifest = fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : null;
    const landing = readLandingPages(options.root);
    if (!page) app.log.warn({ root: options.root }, 'web app not built; serving the API only');

    const chunks = page ? readManifest(options.root) : null;
    const memberTags = chunkTags(chunks, page ?? '', ['member']);
    // A signed-out visitor's first screens: their chunks fetched with the entry (the passphrase page
    // on a phone painted about 0.4 s later without them).
    const entryTags = new Map(
      Object.entries(entryScreenChunks).map(([pathname, names]) => [
        pathname,
        chunkTags(chunks, page ?? '', names),
      ]),
    );

    /**
     * The answers the signed-in visitor would get for `paths`, asked of this app with her own
     * cookie and from her own address (a per-address limit counts her, not the server), so every
     * rule of those routes applies; an answer other than 200 is left out (the web app then asks
     * for it itself).
     */
    const firstAnswers = async (paths: string[], request: FastifyRequest, cookie: string) => {
      const forwardedFor = request.headers['x-forwarded-for'];
      const headers = { cookie, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) };
      const remoteAddress = request.socket.remoteAddress ?? '127.0.0.1';
      const answers: Record<string, unknown> = {};
      const ask = async (url: string) => {
        const response = await app.inject({ method: 'GET', url, headers, remoteAddress });
        if (response.statusCode === 200) answers[url] = response.json();
      };
      // The session first: a made-up or ended cookie costs one request, not one per answer.
      const [sessionPath, ...rest] = paths;
      await ask(sessionPath!);
      const session = answers[sessionPath!] as { state?: string } | undefined;
      if (session?.state !== 'authenticated') return answers;
      await Promise.all(rest.map(ask));
      return answers;
    };

    // Staff may rename the site on the admin screen; the page follows without a restart.
    let rendered = { siteName: '', html: '' };
    const sendPage = async (reply: FastifyReply, request?: FastifyRequest) => {
      const { siteName } = await app.siteSettings.get();
      if (rendered.siteName !== siteName) {
        rendered = {
          siteName,
          html: pageWithTimeZone(pageWithSiteName(page!, siteName), app.config.timeZone),
        };
      }
      const paths = request ? firstAnswerPaths(request.url) : [];
      const cookie = request?.headers.cookie;
      if (paths.length === 0) {
        const pathname = request ? pathnameOf(request.url) : '';
        const entry = entryTags.get(pathname);
        // The passphrase and sign-in pages written by the server for a visitor without a session
        // (the link staff send, a member coming back), so a phone paints them before the scripts:
        // the same for everyone, nothing of hers in them.
        const written = writtenEntryScreens.get(pathname);
        const withoutSession = request !== undefined && request.cookies[sessionCookieName] === undefined;
        const screen =
          written && withoutSession
            ? firstScreenOrNone(request, () =>
                written.write(siteName, queryOf(request.url).get('redirectTo')),
              )
            : '';
        const answers = screen && written ? written.answers : {};
        const afterRoot = Object.keys(answers).length > 0 ? firstAnswersScript(answers) : '';
        // Written only without a session cookie: a shared cache must keep the two pages apart.
        if (written) reply.header('vary', 'cookie');
        const html = pageWith(rendered.html, entry, { screen, afterRoot, request });
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      }
      // A member screen: its chunk fetched with the entry, and with a session her first answers.
      const signedIn = cookie !== undefined && request!.cookies[sessionCookieName] !== undefined;
      if (!signedIn) {
        const html = pageWith(rendered.html, memberTags, { screen: '', afterRoot: '', request });
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      }
      const answers = await firstAnswers(paths, request!, cookie);
      const script = firstAnswersScript(answers);
      // Her first screen written from those answers, painted before the scripts run (decision 39).
      const screen = firstScreenOrNone(request!, () =>
        firstScreenHtml(request!.url, paths, answers, siteName),
      );
      const html = pageWith(rendered.html, memberTags, { screen, afterRoot: script, request });
      // Her own answers are in it: no browser or proxy may keep the page.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    };

    if (page) {
      await app.register(fastifyStatic, {
        root: options.root,
        index: false,
        preCompressed: true,
        cacheControl: false,
        // The page itself is sent from memory, with the site name filled in.
        allowedPath: (pathname) => !pathname.endsWith('.html'),
        setHeaders(response, filePath) {
          const relative = path.relative(options.root, filePath);
          const cacheControl = relative.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : checkedEveryVisit.includes(relative.replace(/\.(br|gz)$/, ''))
              ? 'no-cache'
              : 'public, max-age=3600';
          response.setHeader('cache-control', cacheControl);
          // The same address may be sent as .br, .gz or plain: caches must keep them apart.
          response.setHeader('vary', 'accept-encoding');
        },
      });
      app.get('/', { schema: { hide: true } }, async (_request, reply) => sendPage(reply));
      // The home-screen name follows the site name too.
      if (manifest) {
        app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
          const { siteName } = await app.siteSettings.get();
          const filled = { ...(JSON.parse(manifest) as object), name: siteName, short_name: siteName };
          return reply
            .type('application/manifest+json; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(JSON.stringify(filled));
        });
      }
      // The landing page is complete HTML from the build (no JavaScript needed), with the
      // current settings and the links to the legal pages filled in.
      app.get('/landing', { schema: { hide: true } }, async (_request, reply) => {
        if (!landing) return sendPage(reply);
        const [settings, legalPages] = await Promise.all([
          app.siteSettings.get(),
          app.legalPages.published(),
        ]);
        const legal = legalPages.map(({ page }) => page);
        const html = fillLanding(landing, settings, app.config.publicUrl, legal);
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (page && wantsWebPage(request)) return sendPage(reply, request);
      return reply.status(404).send({ message: copy.site.notFound });
    });
  },
  { name: 'web-app', dependencies: ['app-context', 'site-settings', 'legal-pages', 'session'] },
);
