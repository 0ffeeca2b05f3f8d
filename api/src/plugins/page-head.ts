import { formatCedis, toCedisString } from '@akwaaba/domain';
import { escapeHtml } from '@akwaaba/domain/shared/html';
import type { CarPagePreview } from '@akwaaba/projections';

/** What the server looks up to write a public page's head. */
export interface PageHeadLookups {
  /** A car's page preview, or null when the car is not shown to everyone. */
  carPage(id: string): Promise<CarPagePreview | null>;
  /** The car's shown reviews: their mean rating (one decimal) and count. */
  carRating(id: string): Promise<{ averageRating: number; reviewCount: number }>;
}

/** A page's head as the server writes it into index.html. */
export interface PageHead {
  /** The `<title>` text; the web app sets the same one when it renders. */
  title: string;
  description: string;
  /** Tags after the title and description: canonical link, previews, structured data. */
  tags: string;
}

const BRAND = 'Akwaaba Drive';
export const DEFAULT_DESCRIPTION =
  'Akwaaba Drive: rent cars directly from verified owners across Ghana, or earn by listing your own car. Prices in Ghana cedi.';
/** Link previews (WhatsApp, Facebook) cut a description off at about this length. */
const PREVIEW_DESCRIPTION_CHARS = 200;

/** As usePageTitle writes it in the browser: "Browse Cars | Akwaaba Drive". */
const titled = (title: string | null) => (title ? `${title} | ${BRAND}` : BRAND);

/** The public pages whose head says more than the defaults, by path (no query). */
const STATIC_PAGES: Record<string, { title: string | null; description: string }> = {
  '/': { title: null, description: DEFAULT_DESCRIPTION },
  '/cars': {
    title: 'Browse Cars',
    description:
      'Browse cars for rent across Ghana: saloons, SUVs and more from verified owners, priced per day in Ghana cedi, with delivery and a driver on request.',
  },
  '/how-it-works': {
    title: 'How It Works',
    description:
      'How Akwaaba Drive works: find a car, book and pay by card or Mobile Money, and drive. Hosts list their cars and earn from every trip.',
  },
};

const CAR_PAGE = /^\/cars\/([^/]+)\/?$/;

/**
 * The head of a public page, written on the server so that a link shared on WhatsApp or
 * Facebook previews the car (photo, title, price per day) and search engines read what
 * the page is about without running its JavaScript: title, description and canonical URL
 * for `/`, `/cars` and `/how-it-works`; a car's page adds Open Graph and Twitter tags,
 * JSON-LD (Product with an Offer in GHS, and its rating once reviewed). The photo the
 * gallery opens on is preloaded by the rendered page itself: React writes the preload from
 * the `<img>`, with its srcset and sizes, so the browser fetches the one copy the img uses.
 * Any other URL gets null: index.html's own head.
 */
export async function pageHead(
  url: string,
  publicUrl: string,
  lookups: PageHeadLookups,
): Promise<PageHead | null> {
  const pathname = url.split('?', 1)[0] ?? '/';
  const canonical = `${publicUrl}${pathname.replace(/(.)\/$/, '$1')}`;
  const known = STATIC_PAGES[pathname];
  if (known) {
    return { title: titled(known.title), description: known.description, tags: canonicalLink(canonical) };
  }
  const carId = CAR_PAGE.exec(pathname)?.[1];
  if (!carId) return null;
  const car = await lookups.carPage(carId);
  if (!car) {
    // Unknown, not yet approved or hidden: the web app says so (or shows its host their own listing).
    return {
      title: titled('Car not found'),
      description: DEFAULT_DESCRIPTION,
      tags: meta('robots', 'noindex'),
    };
  }
  return carPageHead(car, await lookups.carRating(car.id), canonical, publicUrl);
}

function carPageHead(
  car: CarPagePreview,
  rating: { averageRating: number; reviewCount: number },
  canonical: string,
  publicUrl: string,
): PageHead {
  const name = `${car.year} ${car.make} ${car.model}`;
  const previewTitle = `${name} in ${car.location}`;
  const price = `${formatCedis(car.pricePerDay)} per day`;
  const description = clip(`${previewTitle}, ${price}. ${car.description}`, PREVIEW_DESCRIPTION_CHARS);
  const photo = car.coverPhoto ? new URL(car.coverPhoto, publicUrl).href : null;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: car.description,
    url: canonical,
    brand: { '@type': 'Brand', name: car.make },
    ...(photo ? { image: [photo] } : {}),
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: toCedisString(car.pricePerDay),
      priceCurrency: 'GHS',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: toCedisString(car.pricePerDay),
        priceCurrency: 'GHS',
        unitCode: 'DAY',
      },
      availability: 'https://schema.org/InStock',
    },
    ...(rating.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.averageRating,
            reviewCount: rating.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
  return {
    title: titled(name),
    description,
    tags: [
      canonicalLink(canonical),
      property('og:type', 'product'),
      property('og:site_name', BRAND),
      property('og:title', previewTitle),
      property('og:description', description),
      property('og:url', canonical),
      property('product:price:amount', toCedisString(car.pricePerDay)),
      property('product:price:currency', 'GHS'),
      ...(photo
        ? [
            property('og:image', photo),
            property('og:image:alt', previewTitle),
            meta('twitter:card', 'summary_large_image'),
          ]
        : [meta('twitter:card', 'summary')]),
      meta('twitter:title', previewTitle),
      meta('twitter:description', description),
      `<script type="application/ld+json">${jsonForScript(product)}</script>`,
    ].join(''),
  };
}

/** index.html with its title and description replaced by the page's, and its tags added. */
export function withPageHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, meta('description', head.description))
    .replace('</head>', `${head.tags}</head>`);
}

const clip = (text: string, chars: number) =>
  text.length <= chars ? text : `${text.slice(0, chars - 1).replace(/\s+\S*$/, '')}…`;

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}">`;
const canonicalLink = (href: string) => `<link rel="canonical" href="${escapeHtml(href)}">`;

/** JSON inside a script element: no `</script>` or `<!--` can end it early. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
