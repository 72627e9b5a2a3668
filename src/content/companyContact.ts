import {
  openingHoursSpecification,
  openStreetMapHref,
  phoneDigits,
  telHref,
  viberHref,
  whatsappHref,
} from './contactLinks';
import { site } from './site';

/**
 * The company's app links (call, WhatsApp, Viber, map) from the site config, with labels and the
 * greeting supplied by each language's content module. No copy of its own.
 */

/** A link that opens one of the visitor's apps (dialler, WhatsApp, Viber, a map). */
export interface AppLink {
  kind: 'call' | 'whatsapp' | 'viber' | 'map';
  label: string;
  href: string;
  /** The number it reaches, as the page writes numbers (shown under the label where there is room). */
  detail?: string;
}

/**
 * The ways to reach a person now that every page offers (the phone menu): the contact page, then
 * call and WhatsApp, each only when configured.
 */
export interface ReachUsContent {
  title: string;
  contact: { label: string; to: string };
  links: readonly AppLink[];
}

/** WhatsApp and Viber, each only when its number is configured; WhatsApp opens with `greeting` typed. */
export function messagingChannels(greeting: string, labels: { whatsapp: string; viber: string }): AppLink[] {
  const channels: AppLink[] = [];
  if (site.whatsapp)
    channels.push({ kind: 'whatsapp', label: labels.whatsapp, href: whatsappHref(site.whatsapp, greeting) });
  if (site.viber) channels.push({ kind: 'viber', label: labels.viber, href: viberHref(site.viber) });
  return channels;
}

/**
 * Call and WhatsApp, each only when its number is configured ("none" hides WhatsApp): for "Prefer to
 * talk now?" on the thank-you screen, beside the form and in the phone menu. `digits` writes the
 * numbers in the page's digits for `detail`.
 */
export function talkNowLinks(
  greeting: string,
  labels: { call: string; whatsapp: string },
  digits: (text: string) => string = (text) => text,
): AppLink[] {
  const links: AppLink[] = [];
  if (site.phone)
    links.push({ kind: 'call', label: labels.call, href: telHref(site.phone), detail: digits(site.phone) });
  if (site.whatsapp)
    links.push({
      kind: 'whatsapp',
      label: labels.whatsapp,
      href: whatsappHref(site.whatsapp, greeting),
      detail: digits(site.whatsapp),
    });
  return links;
}

/** The office on OpenStreetMap, searched in Latin script, which its geocoder reads best. */
export function mapLink(label: string): AppLink {
  const { street, locality, postalCode } = site.address;
  return { kind: 'map', label, href: openStreetMapHref([street, locality, postalCode, 'Nepal'].join(', ')) };
}

/**
 * The Organization's contact fields in schema.org terms: telephone, PostalAddress, a ContactPoint with
 * its hours and languages, and the social profiles as sameAs. `street` and `locality` are in the
 * page's language.
 */
export function organizationContactJsonLd(street: string, locality: string): Record<string, unknown> {
  const telephone = `+${phoneDigits(site.phone)}`;
  return {
    telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: locality,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone,
      email: site.email,
      areaServed: site.address.country,
      availableLanguage: ['en', 'ne'],
      hoursAvailable: openingHoursSpecification(site.officeHours),
    },
    ...(site.socialProfiles.length > 0 ? { sameAs: site.socialProfiles.map((profile) => profile.url) } : {}),
  };
}
