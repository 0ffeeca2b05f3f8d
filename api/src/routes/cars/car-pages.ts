import { escapeHtml } from '@akwaaba/domain/shared/html';
import { listCarPages } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';

/** The public pages besides the cars' own, as search engines should find them. */
const STATIC_PAGES = ['/', '/cars', '/how-it-works'];

/** Pages behind a sign-in, or the API: nothing there for a search engine. */
const NOT_FOR_CRAWLERS = [
  '/api/',
  '/admin',
  '/my-cars',
  '/my-bookings',
  '/earnings',
  '/profile',
  '/book/',
  '/trips/',
  '/payment/',
  '/dev/',
];

/**
 * What search engines read to find the public pages: robots.txt, and sitemap.xml with
 * every car page shown to everyone (approved, its host not suspended), read from the cars
 * read model on each request, so a car approved or hidden is listed or gone at once.
 */
export async function carPageRoutes(app: FastifyInstance) {
  const { publicUrl } = app.deps.config;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const cars = await listCarPages(app.deps.pool);
    const entry = (path: string, lastModified?: Date) =>
      `<url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
          STATIC_PAGES.map((path) => entry(path)).join('') +
          cars.map((car) => entry(`/cars/${car.id}`, car.updatedAt)).join('') +
          '</urlset>\n',
      );
  });
}
