// The property filter page: a checkbox per listing, "Unselect all", and Update / Saved with a
// "no change" state when the choice equals the saved one.
import { useState } from 'react';
import { Icon } from './icons';
import { statusIcon, statusText } from './status';
import type { Labels } from '@i18n/catalogs';
import { Modal } from './Modal';
import type { ListingInfo } from './types';

interface Props {
  labels: Labels;
  listings: ListingInfo[];
  selected: number[] | null;
  onUpdate: (ids: number[]) => 'nochange' | 'saved';
  onClose: () => void;
}

export function PropertySelector({ labels, listings, selected, onUpdate, onClose }: Props) {
  const [checked, setChecked] = useState<number[]>(() => selected ?? listings.map((l) => l.id));
  const [state, setState] = useState<'idle' | 'nochange' | 'saved'>('idle');
  const toggle = (id: number) => {
    setState('idle');
    setChecked((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  };
  return (
    <Modal title={labels.propertyPageTitle} closeLabel={labels.close} onClose={onClose}>
      <p className="oha-tip">
        <strong>{labels.propertyPageTipLabel}</strong> {labels.propertyPageTipMsg}
      </p>
      <fieldset className="oha-property-list">
        <legend className="oha-sr">{labels.propertyPageTitle}</legend>
        {listings.map((l) => (
          <label key={l.id} className="oha-property">
            <input type="checkbox" checked={checked.includes(l.id)} onChange={() => toggle(l.id)} />
            <Icon name={statusIcon(l.listingStatus)} size={18} />
            <span>
              {l.listingName}
              <span className="oha-listing-status">{statusText(labels, l.listingStatus)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="oha-row">
        <button
          type="button"
          className="oha-btn oha-btn-secondary"
          onClick={() => {
            setState('idle');
            setChecked([]);
          }}
        >
          {labels.propertyPageUnselectBtn}
        </button>
        <button
          type="button"
          className="oha-btn"
          // aria-disabled once saved: the button keeps focus while it says "Saved".
          aria-disabled={state === 'saved'}
          onClick={() => state !== 'saved' && setState(onUpdate(checked))}
        >
          {state === 'saved' ? labels.propertyPageSavedBtn : labels.propertyPageUpdateBtn}
        </button>
      </div>
      {state === 'nochange' ? (
        <p className="oha-hint" role="status">
          {labels.noChange}
        </p>
      ) : null}
    </Modal>
  );
}
