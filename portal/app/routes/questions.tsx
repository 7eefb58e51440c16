// /questions: what visitors asked that the assistant could not answer, grouped; the agent answers
// a group once (or dismisses it), and manages the saved answers on the second tab.
// ?tab=saved, ?assistant=ID, ?q=QUESTION (from a conversation), ?edit=ANSWER.
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { requireAgent } from '~/.server/auth/session.server';
import { db } from '~/.server/db.server';
import { isPortalError } from '~/.server/errors.server';
import { answerGroup, dismiss, editAnswer, removeAnswer, type Outcome } from '~/.server/knowledge/actions.server';
import { listSavedAnswers, requireOwnedAnswer } from '~/.server/knowledge/answers.server';
import { questionLink, waitingGroups } from '~/.server/knowledge/questions.server';
import { forbidden } from '~/.server/portal/route-helpers.server';
import { listListingsByAssistant } from '~/.server/repos/listings.server';
import { ProcessingOverlay } from '~/components/portal/ProcessingOverlay';
import { StatusMessage } from '~/components/StatusMessage';
import { QuestionGroupCard, type GroupView } from '~/components/questions/QuestionGroupCard';
import { SavedAnswers } from '~/components/questions/SavedAnswers';
import { assistantTitle, overlayText } from '~/messages/portal';
import { questionTexts as m } from '~/messages/questions';
import portalCss from '~/styles/portal.css?url';
import questionsCss from '~/styles/questions.css?url';
import {
  DeleteAnswerSchema,
  DismissSchema,
  QUESTION_FIELDS,
  SaveAnswerSchema,
  UpdateAnswerSchema,
} from '~/validation/questions';
import { firstError, formFields } from '~/validation/listing';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: portalCss },
  { rel: 'stylesheet', href: questionsCss },
];
export const meta: MetaFunction = () => [{ title: 'Unanswered questions · Open House Assistant' }];

const idParam = (v: string | null) => (v && /^\d{1,12}$/.test(v) ? Number(v) : null);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAgent(request);
  const url = new URL(request.url);
  let tab: 'waiting' | 'saved' = url.searchParams.get('tab') === 'saved' ? 'saved' : 'waiting';
  const assistantId = idParam(url.searchParams.get('assistant'));
  const editId = idParam(url.searchParams.get('edit'));
  const q = idParam(url.searchParams.get('q'));
  let focusGroupId: number | null = null;
  let focusAnswerId: number | null = idParam(url.searchParams.get('answer'));
  let notice: string | null = null;
  try {
    if (q) {
      const link = await questionLink(db(), user.id, q);
      if (link?.state === 'waiting') focusGroupId = link.groupId;
      else if (link?.state === 'answered' && link.answerId) {
        tab = 'saved';
        focusAnswerId = link.answerId;
      } else notice = m.dismissedNotice;
    }
    if (editId) {
      tab = 'saved';
      await requireOwnedAnswer(db(), user.id, editId);
    }
  } catch (e) {
    if (isPortalError(e) && e.code === 'FORBIDDEN') throw redirect('/unauthorized');
    if (!(isPortalError(e) && e.code === 'MISSING')) throw e;
    notice = m.answerGone;
  }
  const [groups, saved, byAssistant] = await Promise.all([
    waitingGroups(db(), user.id, { assistantId }),
    listSavedAnswers(db(), user.id, { assistantId }),
    listListingsByAssistant(db(), user.id),
  ]);
  const assistants = byAssistant.map(({ assistant, listings }) => ({
    id: assistant.id,
    name: assistant.displayName,
    listings: listings.map((l) => ({ id: l.id, listingName: l.listingName })),
  }));
  const views: Array<GroupView & { assistantId: number }> = groups.map((g) => ({
    id: g.id,
    assistantId: g.assistantId,
    assistantName: assistantTitle(assistants.find((a) => a.id === g.assistantId)?.name ?? g.assistantName),
    listingId: g.listingId,
    listingName: g.listingName,
    question: g.question,
    reply: g.reply,
    visitors: g.visitors,
    languages: g.languages,
    lastAskedAt: g.lastAskedAt,
    disliked: g.disliked,
    emailable: g.emailable,
    wordings: g.questions.map((x) => ({
      id: x.id,
      question: x.question,
      language: x.language,
      sessionId: x.sessionId,
    })),
  }));
  return { tab, assistantId, assistants, groups: views, saved, editId, focusGroupId, focusAnswerId, notice };
}

type Intent = 'save' | 'dismiss' | 'update' | 'delete';
const INTENTS: readonly Intent[] = ['save', 'dismiss', 'update', 'delete'];

type Result = {
  intent: Intent | '';
  ok: boolean;
  message: string | null;
  warning: string | null;
  error: string | null;
  /** The form that failed: its question or answer id, and what the agent typed (never lost). */
  formId: number | null;
  values: { answer: string; appliesTo: number | null } | null;
  answerId: number | null;
};

function outcomeMessages(o: Outcome, done: string): Pick<Result, 'message' | 'warning'> {
  const parts = [done];
  if (o.emailed?.sent) parts.push(m.emailed(o.emailed.sent));
  const warnings: string[] = [];
  if (o.emailed?.held) warnings.push(m.held(o.emailed.held));
  if (!o.notesUpdated) warnings.push(m.notesFailed);
  return { message: parts.join(' '), warning: warnings.join(' ') || null };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAgent(request);
  const form = await request.formData();
  const sent = String(form.get('intent') ?? '');
  const intent = INTENTS.find((i) => i === sent) ?? '';
  const fields = formFields(form, QUESTION_FIELDS);
  const typed = {
    answer: fields.answer ?? '',
    appliesTo: fields.appliesTo === 'all' ? null : Number(fields.appliesTo) || null,
  };
  const formId = Number(fields.questionId ?? fields.answerId) || null;
  const reply = (r: Partial<Result>, status = 200) =>
    data<Result>(
      {
        intent,
        ok: !r.error,
        message: null,
        warning: null,
        error: null,
        formId,
        values: r.error ? typed : null,
        answerId: null,
        ...r,
      },
      { status },
    );
  try {
    switch (intent) {
      case 'save': {
        const p = SaveAnswerSchema.safeParse(fields);
        if (!p.success) return reply({ error: firstError(p) }, 400);
        const { questionId, answer, appliesTo, notify } = p.data;
        const o = await answerGroup(user.id, questionId, { answer, listingId: appliesTo, notify });
        return reply({ ...outcomeMessages(o, m.saved), answerId: o.answerId });
      }
      case 'dismiss': {
        const p = DismissSchema.safeParse(fields);
        if (!p.success) return reply({ error: m.gone }, 400);
        await dismiss(user.id, p.data.questionId);
        return reply({ message: m.dismissed });
      }
      case 'update': {
        const p = UpdateAnswerSchema.safeParse(fields);
        if (!p.success) return reply({ error: firstError(p) }, 400);
        const { answerId, answer, appliesTo, notify } = p.data;
        const o = await editAnswer(user.id, answerId, { answer, listingId: appliesTo, notify });
        return reply({ ...outcomeMessages(o, m.savedUpdated), answerId });
      }
      case 'delete': {
        const p = DeleteAnswerSchema.safeParse(fields);
        if (!p.success) return reply({ error: m.answerGone }, 400);
        const o = await removeAnswer(user.id, p.data.answerId);
        return reply(outcomeMessages(o, m.deleted));
      }
      default:
        return reply({ error: m.saveFailed }, 400);
    }
  } catch (e) {
    if (isPortalError(e)) {
      if (e.code === 'FORBIDDEN') throw forbidden();
      if (e.code === 'MISSING' || e.code === 'INVALID') return reply({ error: e.message }, e.status);
    }
    console.error('[questions]', e instanceof Error ? e.message : e);
    return reply({ error: m.saveFailed }, 500);
  }
}

export default function Questions() {
  const { tab, assistantId, assistants, groups, saved, editId, focusGroupId, focusAnswerId, notice } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const statusRef = useRef<HTMLDivElement>(null);
  // After a save, dismiss or delete the card the focus was in is gone: the focus goes to the
  // status line that says what happened.
  useEffect(() => {
    if (result?.ok) statusRef.current?.focus();
  }, [result]);
  const saving =
    navigation.state === 'submitting' &&
    ['save', 'update', 'delete'].includes(String(navigation.formData?.get('intent')));
  const query = (t: 'waiting' | 'saved') => {
    const p = new URLSearchParams();
    if (t === 'saved') p.set('tab', 'saved');
    if (assistantId) p.set('assistant', String(assistantId));
    const s = p.toString();
    return s ? `/questions?${s}` : '/questions';
  };
  const formError = result && !result.ok ? result : null;
  return (
    <section className="portal-page questions-page">
      <h1>{m.title}</h1>
      <p className="muted">{m.intro}</p>
      {assistants.length > 1 ? (
        <Form method="get" className="row questions-filter" onChange={(e) => submit(e.currentTarget)}>
          {tab === 'saved' ? <input type="hidden" name="tab" value="saved" /> : null}
          <label htmlFor="assistant-filter">{m.assistantFilter}</label>
          <select id="assistant-filter" name="assistant" defaultValue={assistantId ?? ''}>
            <option value="">{m.allAssistants}</option>
            {assistants.map((a) => (
              <option key={a.id} value={a.id}>
                {assistantTitle(a.name)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="btn">
              {m.filter}
            </button>
          </noscript>
        </Form>
      ) : null}
      <nav className="tab-list" aria-label={m.title}>
        <Link
          to={query('waiting')}
          className={tab === 'waiting' ? 'tab selected' : 'tab'}
          aria-current={tab === 'waiting' ? 'page' : undefined}
        >
          {m.tabLabel(m.tabs.waiting, groups.length)}
        </Link>
        <Link
          to={query('saved')}
          className={tab === 'saved' ? 'tab selected' : 'tab'}
          aria-current={tab === 'saved' ? 'page' : undefined}
        >
          {m.tabLabel(m.tabs.saved, saved.length)}
        </Link>
      </nav>
      <div ref={statusRef} tabIndex={-1} className="questions-status">
        {result?.ok ? <StatusMessage success={result.message} /> : null}
        {result?.ok && result.warning ? (
          <p className="status warning" role="status">
            {result.warning}
          </p>
        ) : null}
        {formError && !formError.formId ? <StatusMessage error={formError.error} /> : null}
        {notice ? <p className="status warning">{notice}</p> : null}
      </div>
      {tab === 'waiting' ? (
        groups.length === 0 ? (
          <p className="card empty">{m.noneWaiting}</p>
        ) : (
          <div className="stack">
            {groups.map((g) => (
              <QuestionGroupCard
                key={g.id}
                group={g}
                listings={assistants.find((a) => a.id === g.assistantId)?.listings ?? []}
                focused={focusGroupId === g.id}
                action={query('waiting')}
                error={formError?.intent !== 'update' && formError?.formId === g.id ? formError.error : null}
                values={formError?.intent === 'save' && formError.formId === g.id ? formError.values : null}
              />
            ))}
          </div>
        )
      ) : (
        <SavedAnswers
          saved={saved}
          assistants={assistants}
          editId={editId}
          focusId={focusAnswerId ?? (result?.ok && result.intent === 'update' ? result.answerId : null)}
          error={
            formError?.intent === 'update' && formError.formId && formError.error
              ? { answerId: formError.formId, text: formError.error }
              : null
          }
          values={
            formError?.intent === 'update' && formError.formId && formError.values
              ? { answerId: formError.formId, ...formError.values }
              : null
          }
        />
      )}
      <ProcessingOverlay show={saving} text={overlayText.updating} />
    </section>
  );
}
