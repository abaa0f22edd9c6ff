import { useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '../api/errors';
import { run } from '../api/hooks';
import { ReportDocument, type ReportQuery } from '../generated/graphql';
import { type ReportDraft, variablesOf } from './report-definition';

export type Report = ReportQuery['report'];
export type Row = Report['rows'][number];

const toggle = (list: string[], value: string): string[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/**
 * Running the report a draft stands for: at once when it becomes valid and again on every change
 * (debounced), only the latest run's answer shown; drill-down rows per parent chain, W/B marks, pages
 * and sorting run at once. Errors open the settings (results first: they stay folded otherwise).
 */
export function useReportRun(draft: ReportDraft, setDraft: (draft: ReportDraft) => void) {
  const [offset, setOffset] = useState(0);
  const [report, setReport] = useState<Report | null>(null);
  const [children, setChildren] = useState<Record<string, Row[]>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [metricNames, setMetricNames] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Runs overlap (typing, the debounce, a click): only the latest one's answer is shown.
  const latest = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const load = async (next = draft, nextOffset = offset) => {
    // A run asked for now makes a debounced one waiting for the same draft needless.
    clearTimeout(pending.current);
    const ticket = ++latest.current;
    setErrors([]);
    setRunning(true);
    try {
      const answer = (await run(ReportDocument, variablesOf(next, [], nextOffset))).report;
      if (ticket !== latest.current) return;
      setReport(answer);
      setMetricNames((known) => [...new Set([...known, ...answer.metrics])]);
      setChildren({});
    } catch (e) {
      if (ticket !== latest.current) return;
      setReport(null);
      setSettingsOpen(true);
      setErrors(e instanceof ApiError ? e.errors.map((x) => x.message) : [messageOf(e)]);
    } finally {
      if (ticket === latest.current) setRunning(false);
    }
  };
  const first = useRef(true);
  const valid =
    draft.chain.length > 0 && (draft.period !== 'custom' || (Boolean(draft.from) && draft.from <= draft.to));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft's text (marks and sort aside) is the trigger
  useEffect(() => {
    if (!valid) return;
    pending.current = setTimeout(
      () => {
        setOffset(0);
        void load(draft, 0);
      },
      first.current ? 0 : 400,
    );
    first.current = false;
    return () => clearTimeout(pending.current);
    // Marks, sorting and paging run at once through their own handlers.
  }, [valid, JSON.stringify({ ...draft, marks: null, sort: null })]);

  /** The draft changed and run at once (a page, a sort, a loaded saved report). */
  const rerun = (patch: Partial<ReportDraft>, nextOffset = offset) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setOffset(nextOffset);
    void load(next, nextOffset);
  };
  const expand = async (key: string, parents: unknown[]) => {
    if (children[key]) {
      setChildren(({ [key]: _, ...rest }) => rest);
      return;
    }
    try {
      const { report: sub } = await run(ReportDocument, variablesOf(draft, parents, 0));
      setChildren((c) => ({ ...c, [key]: sub.rows }));
    } catch (e) {
      setErrors([messageOf(e)]);
    }
  };
  const mark = (value: string, kind: 'white' | 'black') => {
    const { marks } = draft;
    const next = {
      white: kind === 'white' ? toggle(marks.white, value) : marks.white.filter((v) => v !== value),
      black: kind === 'black' ? toggle(marks.black, value) : marks.black.filter((v) => v !== value),
    };
    const nextDraft = { ...draft, marks: next };
    setDraft(nextDraft);
    // Only the top level carries marks: expanded rows stay open.
    run(ReportDocument, variablesOf(nextDraft, [], offset)).then(
      (r) => setReport(r.report),
      (e) => setErrors([messageOf(e)]),
    );
  };
  const sortBy = (by: string) =>
    rerun({ sort: { by, direction: draft.sort?.by === by && draft.sort.direction === 'desc' ? 'asc' : 'desc' } }, 0);

  return {
    report,
    children,
    errors,
    metricNames,
    running,
    valid,
    offset,
    settingsOpen,
    setSettingsOpen,
    load,
    rerun,
    expand,
    mark,
    sortBy,
  };
}

export type ReportRun = ReturnType<typeof useReportRun>;
