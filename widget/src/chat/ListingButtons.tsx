// The listing choices: a button per listing with its name, status and status icon.
import type { Labels } from '@i18n/catalogs';
import { Icon } from './icons';
import { statusIcon, statusText } from './status';
import type { ListingInfo } from './types';

interface Props {
  title: string;
  labels: Labels;
  listings: ListingInfo[];
  disabled: boolean;
  onChoose: (l: ListingInfo) => void;
}

export function ListingButtons({ title, labels, listings, disabled, onChoose }: Props) {
  return (
    <div className="oha-listings" role="group" aria-label={title}>
      <p className="oha-listings-title">{title}</p>
      {listings.map((l) => (
        <button
          key={l.id}
          type="button"
          className="oha-listing"
          disabled={disabled}
          onClick={() => onChoose(l)}
          data-status={statusIcon(l.listingStatus)}
        >
          <span className="oha-listing-icon">
            <Icon name={statusIcon(l.listingStatus)} />
          </span>
          <span className="oha-listing-text">
            <span className="oha-listing-name">{l.listingName}</span>
            <span className="oha-listing-status">{statusText(labels, l.listingStatus)}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
