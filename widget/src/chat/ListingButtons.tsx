// The listing choices: a button per listing with its name, status and status icon.
import { Icon, statusIcon } from './icons';
import type { ListingInfo } from './types';

interface Props {
  title: string;
  listings: ListingInfo[];
  disabled: boolean;
  onChoose: (l: ListingInfo) => void;
}

export function ListingButtons({ title, listings, disabled, onChoose }: Props) {
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
            <span className="oha-listing-status">{l.listingStatus}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
