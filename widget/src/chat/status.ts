// A listing's status on screen: its icon, and its words in the chat's language.
import type { Labels } from '@i18n/catalogs';
import type { IconName } from './icons';

/** Listing status icon: 'coming', 'active' and 'pending' have their own; anything else the house. */
export function statusIcon(status: string): IconName {
  const s = status.toLowerCase();
  if (s.includes('coming')) return 'clock';
  if (s.includes('active')) return 'sign';
  if (s.includes('pending')) return 'hourglass';
  return 'home';
}

type StatusLabels = Pick<Labels, 'statusActive' | 'statusComing' | 'statusPending' | 'statusSold'>;

/**
 * The four statuses of the portal's menu in the chat's language; any other status (free text an
 * agent typed) as written.
 */
export function statusText(labels: StatusLabels, status: string): string {
  switch (status.trim().toLowerCase()) {
    case 'active listing':
      return labels.statusActive;
    case 'coming soon':
      return labels.statusComing;
    case 'pending sale':
      return labels.statusPending;
    case 'sold':
      return labels.statusSold;
    default:
      return status;
  }
}
