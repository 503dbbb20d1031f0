// Process: main (domain, Electron-free). The tuning conversation for an M100 module: module info for its id, power,
// then the Query word read, changed (session, target, Q, and Sel = SL when a filter is on) and written back, then
// the Select and select mode, then power and Query read back. A refusal is the module's `BB 01 FF` error code.
import type { TuningField, TuningOutcome } from '../../../contract/reader-tuning';
import { askFirst, createAsker, type TuningLink } from './link';
import {
  createM100ReplyReader,
  decodeQuery,
  M100_CMD_ERROR,
  M100_CMD_GET_POWER,
  M100_CMD_GET_QUERY,
  M100_CMD_INFO,
  M100_CMD_SET_POWER,
  M100_CMD_SET_QUERY,
  M100_DEFAULT_QUERY,
  M100_GET_INFO,
  M100_GET_POWER,
  M100_GET_QUERY,
  type M100Reply,
  m100ErrorText,
  m100InfoText,
  m100SetPower,
  m100SetQuery,
  queryWord,
} from './m100';
import { askedText, type ChooseTuning, plan, silentRun, type TuningRun } from './plan';
import {
  M100_CMD_SELECT_MODE,
  M100_CMD_SET_SELECT,
  M100_SELECT_MODE,
  m100SelectFrame,
  m100SelectModeFrame,
} from './select';

type Verdict = Pick<TuningOutcome, 'result' | 'answer'>;

/** A response to `cmd`, or the module's error response (which names no command: one question is out at a time). */
const answers = (cmd: number) => (r: M100Reply) => r.type === 0x01 && (r.cmd === cmd || r.cmd === M100_CMD_ERROR);

function verdict(r: M100Reply | null): Verdict {
  if (!r) return { result: 'silent' };
  if (r.cmd === M100_CMD_ERROR) return { result: 'refused', answer: m100ErrorText(r.params[0] ?? 0) };
  if (r.params.length > 0 && r.params[0] !== 0)
    return { result: 'refused', answer: `response 0x${r.params[0]!.toString(16)}` };
  return { result: 'ok' };
}

/** The worse of two verdicts (a filter needs both its Select and its select mode accepted). */
const worse = (a: Verdict, b: Verdict): Verdict => (a.result !== 'ok' ? a : b);

export async function runM100(link: TuningLink, choose: ChooseTuning, timeoutMs: number): Promise<TuningRun> {
  const ask = createAsker(link, createM100ReplyReader(), timeoutMs);
  try {
    const info = await askFirst(ask, M100_GET_INFO, answers(M100_CMD_INFO));
    if (!info) return silentRun('m100', choose);
    const readerId = info && info.cmd === M100_CMD_INFO ? m100InfoText(info.params) : null;
    const { tuning, source } = choose(readerId);
    const { send, unsupported } = plan('m100', tuning);
    const results = new Map<TuningField, Verdict>();

    if (send.includes('power')) {
      results.set('power', verdict(await ask(m100SetPower(tuning.power!), answers(M100_CMD_SET_POWER))));
    }
    // Session, target and Q share one word; Sel follows the filter. Read it first so other fields are kept.
    const current = await ask(M100_GET_QUERY, answers(M100_CMD_GET_QUERY));
    const word =
      current?.cmd === M100_CMD_GET_QUERY && current.params.length >= 2
        ? current.params.readUInt16BE(0)
        : M100_DEFAULT_QUERY;
    const q = verdict(await ask(m100SetQuery(queryWord(word, tuning)), answers(M100_CMD_SET_QUERY)));
    for (const f of ['session', 'target', 'q'] as const) if (send.includes(f)) results.set(f, q);

    if (tuning.filter) {
      const sel = verdict(await ask(m100SelectFrame(tuning.filter), answers(M100_CMD_SET_SELECT)));
      const mode = verdict(await ask(m100SelectModeFrame(M100_SELECT_MODE.always), answers(M100_CMD_SELECT_MODE)));
      results.set('filter', worse(worse(sel, mode), q));
    } else {
      results.set(
        'filter',
        verdict(await ask(m100SelectModeFrame(M100_SELECT_MODE.never), answers(M100_CMD_SELECT_MODE))),
      );
    }

    const power = await ask(M100_GET_POWER, answers(M100_CMD_GET_POWER));
    const query = await ask(M100_GET_QUERY, answers(M100_CMD_GET_QUERY));
    const back = (field: TuningField): string | null => {
      if (field === 'power')
        return power?.cmd === M100_CMD_GET_POWER && power.params.length >= 2
          ? `${power.params.readUInt16BE(0) / 100} dBm`
          : null;
      if (field === 'filter' || query?.cmd !== M100_CMD_GET_QUERY || query.params.length < 2) return null;
      const d = decodeQuery(query.params.readUInt16BE(0));
      return field === 'session' ? `S${d.session}` : field === 'target' ? (d.target ? 'B' : 'A') : `Q ${d.q}`;
    };
    const outcomes: TuningOutcome[] = send.map((field) => ({
      field,
      asked: askedText(field, tuning)!,
      ...results.get(field)!,
      ...(field === 'filter' ? {} : { readBack: back(field) }),
    }));
    return { readerId, source, outcomes: [...outcomes, ...unsupported] };
  } finally {
    ask.close();
  }
}
