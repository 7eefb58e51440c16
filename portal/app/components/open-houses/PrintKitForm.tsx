// The open house's print kit: a plain GET form to /open-houses/:id/print-kit.pdf with the kit's
// language, an optional second one and the paper size. Languages the server cannot print (no CJK
// font) are not offered, and the form says why.
import { LANGUAGES } from '@i18n/languages';
import { kioskTexts as m } from '~/messages/kiosk';

export function PrintKitForm({ openHouseId, languages }: { openHouseId: number; languages: readonly string[] }) {
  const offered = LANGUAGES.filter((l) => languages.includes(l.code));
  return (
    <section className="card oh-print" aria-labelledby="oh-print-title">
      <h2 id="oh-print-title">{m.printKit}</h2>
      <p className="muted">{m.printKitHint}</p>
      <form method="get" action={`/open-houses/${openHouseId}/print-kit.pdf`} className="oh-print-form">
        <div className="field">
          <label htmlFor="oh-print-lang">{m.printLanguage}</label>
          <select id="oh-print-lang" name="lang" defaultValue="en">
            {offered.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="oh-print-also">{m.printSecond}</label>
          <select id="oh-print-also" name="also" defaultValue="">
            <option value="">{m.printSecondNone}</option>
            {offered.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="oh-print-paper">{m.printPaper}</label>
          <select id="oh-print-paper" name="paper" defaultValue="LETTER">
            <option value="LETTER">Letter</option>
            <option value="A4">A4</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {m.printDownload}
        </button>
      </form>
      {offered.length < LANGUAGES.length ? <p className="muted">{m.printNoCjkFont}</p> : null}
    </section>
  );
}
