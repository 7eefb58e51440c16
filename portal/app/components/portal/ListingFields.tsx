import { useId } from 'react';
import { DEFAULT_LISTING_STATUS, LISTING_STATUSES, listingFieldTexts as t } from '~/messages/portal';

/** Address and status. On the edit form the status starts empty (the spec), so it is chosen again. */
export function ListingFields({
  defaultName = '',
  defaultStatus = DEFAULT_LISTING_STATUS,
  statusStartsEmpty = false,
  currentStatus,
}: {
  defaultName?: string;
  defaultStatus?: string;
  statusStartsEmpty?: boolean;
  currentStatus?: string;
}) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t.address}</label>
        <input
          id={`${id}-name`}
          name="listingName"
          defaultValue={defaultName}
          placeholder={t.addressPlaceholder}
          autoComplete="street-address"
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t.status}</label>
        <select id={`${id}-status`} name="listingStatus" defaultValue={statusStartsEmpty ? '' : defaultStatus} required>
          {statusStartsEmpty ? (
            <option value="" disabled>
              {t.statusPlaceholder}
            </option>
          ) : null}
          {LISTING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {currentStatus ? <p className="hint">{t.currentStatus(currentStatus)}</p> : null}
      </div>
    </>
  );
}

/** Agent's Insights: free text with the spec's suggested topics. */
export function InsightsField({ defaultValue = '' }: { defaultValue?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-insights`}>{t.insights}</label>
      <p className="hint" id={`${id}-hint`}>
        {t.insightsHint}
      </p>
      <ul className="topics" aria-label={t.insightsHint}>
        {t.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <textarea
        id={`${id}-insights`}
        name="insiderInfo"
        rows={8}
        defaultValue={defaultValue}
        placeholder={t.insightsPlaceholder}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
