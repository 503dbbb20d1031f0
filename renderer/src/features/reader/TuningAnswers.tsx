// Process: renderer. What the reader answered to its tuning on the last connect: a row per setting (asked,
// accepted / refused with the reader's own answer / no answer / not supported, what it holds, read back), and the
// refusals once more as an alert so a screen reader hears them.
import type { TuningOutcome, TuningView } from '../../../../contract/reader-tuning';
import { formatTime } from '../../lib/format';

const RESULT_WORDS: Record<TuningOutcome['result'], string> = {
  ok: 'Accepted',
  refused: 'Refused',
  silent: 'No answer',
  unsupported: 'Not supported, not sent',
};
const FIELD_WORDS: Record<TuningOutcome['field'], string> = {
  power: 'Output power',
  session: 'Session',
  target: 'Target',
  q: 'Q',
  filter: 'EPC pre-filter',
};

export function TuningAnswers({ view }: { view: TuningView }) {
  const report = view.lastReport!;
  const refused = report.outcomes.filter((o) => o.result === 'refused' || o.result === 'silent');
  return (
    <div className="tuning-report" data-tuning-report="">
      {refused.length > 0 && (
        <p className="notice error" role="alert">
          {refused
            .map((o) => `${FIELD_WORDS[o.field]} ${o.asked}: ${o.answer ?? 'the reader did not answer'}`)
            .join('; ')}
        </p>
      )}
      <table>
        <caption>What the reader answered when it connected at {formatTime(new Date(report.at).getTime())}</caption>
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Asked</th>
            <th scope="col">Answer</th>
            <th scope="col">Reader holds</th>
          </tr>
        </thead>
        <tbody>
          {report.outcomes.length === 0 && (
            <tr>
              <td colSpan={4}>Nothing was sent: no tuning is saved for this reader.</td>
            </tr>
          )}
          {report.outcomes.map((o) => (
            <tr key={o.field} data-result={o.result}>
              <th scope="row">{FIELD_WORDS[o.field]}</th>
              <td>{o.asked}</td>
              <td>{o.answer ? `${RESULT_WORDS[o.result]}: ${o.answer}` : RESULT_WORDS[o.result]}</td>
              <td>{o.readBack ?? (o.result === 'unsupported' ? '' : 'not read back')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
