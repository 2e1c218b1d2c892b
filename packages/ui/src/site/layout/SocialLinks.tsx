import type { SocialNetworkKey } from '@stitchdesk/shared';
import { useShopDetails } from '../../lib/shop-details.tsx';

const NETWORKS: { key: SocialNetworkKey; label: string; icon: string }[] = [
  {
    key: 'facebook',
    label: 'Facebook',
    icon: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21h2.9z',
  },
  {
    key: 'instagram',
    label: 'Instagram',
    icon: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.1c-.1-1.5-.4-2.8-1.5-3.9S17.1 2.8 15.6 2.7C14 2.6 10 2.6 8.4 2.7c-1.5.1-2.8.4-3.9 1.5S3.1 6.6 3 8.1c-.1 1.6-.1 6.2 0 7.8.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.6.1 5.6.1 7.2 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.6.1-6.2 0-7.8zm-2 9.5a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z',
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    icon: 'M6.9 20H3.6V9.3h3.3V20zM5.2 7.9a1.9 1.9 0 1 1 0-3.8 1.9 1.9 0 0 1 0 3.8zM20.4 20h-3.3v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V20H10V9.3h3.2v1.5h.1c.4-.8 1.5-1.7 3.1-1.7 3.3 0 4 2.2 4 5.1V20z',
  },
];

/**
 * The footer's social icons, one per network the shop's settings link (none while unknown); each
 * opens the network's page in a new tab.
 */
export function SocialLinks() {
  const shop = useShopDetails();
  const linked = shop
    ? NETWORKS.flatMap((network) => {
        const href = shop.socialLinks[network.key];
        return href ? [{ ...network, href }] : [];
      })
    : [];
  if (!shop || linked.length === 0) return null;
  return (
    <ul className="flex gap-3">
      {linked.map((network) => (
        <li key={network.key}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${shop.businessName} on ${network.label} (opens in a new tab)`}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-thread-400 hover:text-brand-950"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
              <path d={network.icon} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
