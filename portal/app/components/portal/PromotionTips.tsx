import { promotionTexts } from '~/messages/portal';

/** The spec's promotion places, as a "Pro Tip" on the list page and tips on the success screen. */
export function PromotionTips({ variant = 'tips' }: { variant?: 'tips' | 'proTip' }) {
  return (
    <aside className="promo-tips" aria-label={variant === 'proTip' ? promotionTexts.proTip : promotionTexts.title}>
      <h3>{variant === 'proTip' ? promotionTexts.proTip : promotionTexts.title}</h3>
      <p>{promotionTexts.intro}</p>
      <ul>
        {promotionTexts.places.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </aside>
  );
}
