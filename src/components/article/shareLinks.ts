/**
 * Share links as plain URLs of each network's own share page: nothing of theirs loads until the
 * reader presses one, and no script or tracker of theirs is ever on our pages.
 */

export type ShareNetwork = 'facebook' | 'whatsapp' | 'viber' | 'linkedin' | 'x';

export interface ShareLink {
  network: ShareNetwork;
  /** The network's name, written the same in every language. */
  label: string;
  href: string;
  /** Web pages open in a new tab; an app link (viber://) hands over to the app instead. */
  external: boolean;
}

/** Every network's link for one page: `url` is its canonical absolute URL, `title` its title. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(`${title} ${url}`);
  return [
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      external: true,
    },
    { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${message}`, external: true },
    { network: 'viber', label: 'Viber', href: `viber://forward?text=${message}`, external: false },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      external: true,
    },
    {
      network: 'x',
      label: 'X',
      href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
      external: true,
    },
  ];
}
