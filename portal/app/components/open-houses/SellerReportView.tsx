// The seller report as the agent reviews it and the seller reads it (the share page): the same
// sections and SVG charts as the PDF. The charts are SVG made on the server (report-charts.ts).
import type { SellerReport } from '~/.server/open-houses/seller-report.server';
import { reportTexts as t } from '~/messages/seller-report';

export interface ReportSvgs {
  timelines: string;
  topics: string | null;
  comparison: string | null;
}

function Svg({ svg }: { svg: string }) {
  // Our own markup: every text in it is escaped where the chart is drawn.
  return <div className="report-chart" dangerouslySetInnerHTML={{ __html: svg }} />;
}

export function SellerReportView({ report: r, svgs }: { report: SellerReport; svgs: ReportSvgs }) {
  const v = r.visitors;
  return (
    <article className="seller-report" aria-labelledby="report-title">
      <h1 id="report-title">{t.titleOf(r.listingName)}</h1>
      <p className="oh-when-text">
        {r.scope.startsWith('listing-')
          ? t.listingScope
          : r.events.map((e) => `${e.date}, ${e.startTime}-${e.endTime}`).join('; ')}
      </p>
      <p className="muted">{t.intro}</p>

      <section className="card" aria-labelledby="report-visitors">
        <h2 id="report-visitors">{t.visitors}</h2>
        <dl className="report-figures">
          <div>
            <dt>{t.total}</dt>
            <dd data-figure="total">{v.total}</dd>
          </div>
          <div>
            <dt>{t.signedIn}</dt>
            <dd data-figure="signed-in">{v.signedIn}</dd>
          </div>
          <div>
            <dt>{t.anonymous}</dt>
            <dd data-figure="anonymous">{v.anonymous}</dd>
          </div>
          <div>
            <dt>{t.withAgent}</dt>
            <dd data-figure="with-agent">{v.withAgent}</dd>
          </div>
          <div>
            <dt>{t.withoutAgent}</dt>
            <dd data-figure="without-agent">{v.withoutAgent}</dd>
          </div>
          <div>
            <dt>{t.questionsAsked}</dt>
            <dd data-figure="questions">{r.questions}</dd>
          </div>
        </dl>
      </section>

      <section className="card" aria-labelledby="report-timelines">
        <h2 id="report-timelines">{t.timelines}</h2>
        <Svg svg={svgs.timelines} />
      </section>

      <section className="card" aria-labelledby="report-topics">
        <h2 id="report-topics">{t.topics}</h2>
        {svgs.topics ? <Svg svg={svgs.topics} /> : <p>{t.noTopics}</p>}
        <ul className="report-topics">
          {r.topics.map((topic) => (
            <li key={topic.concept} data-topic={topic.concept}>
              <h3>
                {topic.label} <span className="muted">{t.topicCounts(topic.questions, topic.visitors)}</span>
              </h3>
              <ul>
                {topic.examples.map((q) => (
                  <li key={q}>
                    <q>{q}</q>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="card" aria-labelledby="report-unanswered">
        <h2 id="report-unanswered">{t.unanswered}</h2>
        {r.unanswered.length ? (
          <>
            <p className="muted">{t.unansweredHint}</p>
            <ul className="report-unanswered">
              {r.unanswered.map((u) => (
                <li key={u.question}>
                  {u.question}
                  {t.askedTimes(u.times)}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t.noUnanswered}</p>
        )}
      </section>

      <section className="card" aria-labelledby="report-comparison">
        <h2 id="report-comparison">{t.comparison}</h2>
        {svgs.comparison ? <Svg svg={svgs.comparison} /> : <p>{t.noComparison}</p>}
      </section>
    </article>
  );
}
