// Process: main (domain, Electron-free). The tuning conversation for TSL and Chafon (M100: run-m100.ts): identity,
// each setting with the reader's answer, then the read-back. One command at a time, each answer matched to it.
import type { TuningOutcome } from '../../../contract/reader-tuning';
import { createTslReplyReader, type TslReply } from '../protocols/tsl-commands';
import {
  CHAFON_CMD_GET_INFO,
  CHAFON_CMD_SET_POWER,
  CHAFON_GET_INFO,
  chafonSetPower,
  chafonStatusText,
  createChafonReplyReader,
  parseChafonInfo,
} from './chafon';
import { askFirst, createAsker, type TuningLink } from './link';
import { askedText, type ChooseTuning, plan, silentRun, type TuningRun } from './plan';
import {
  parseTslParameters,
  TSL_IDENTITY,
  TSL_READ_BACK,
  tslErrorText,
  tslOption,
  tslReadBack,
  tslReaderId,
  tslSetCommand,
} from './tsl';

export { runM100 } from './run-m100';

/** A TSL reply answers a command when it echoes it (`CS: <command>`), or carries no echo and no tags. */
const answersTsl = (command: Buffer) => {
  const echo = `CS: ${command.toString('latin1').trim()}`;
  return (r: TslReply) => r.lines.includes(echo) || (!r.lines.some((l) => l.startsWith('CS:')) && r.tags.length === 0);
};

export async function runTsl(link: TuningLink, choose: ChooseTuning, timeoutMs: number): Promise<TuningRun> {
  const ask = createAsker(link, createTslReplyReader(), timeoutMs);
  try {
    const ask1 = (cmd: Buffer) => ask(cmd, answersTsl(cmd));
    const id = await askFirst(ask, TSL_IDENTITY, answersTsl(TSL_IDENTITY));
    if (!id) return silentRun('tsl', choose);
    const readerId = id?.ok ? tslReaderId(id.lines) : null;
    const { tuning, source } = choose(readerId);
    const { send, unsupported } = plan('tsl', tuning);
    const outcomes: TuningOutcome[] = [];
    for (const field of send) {
      const r = await ask1(tslSetCommand(tslOption(field, tuning)!));
      const asked = askedText(field, tuning)!;
      if (!r) outcomes.push({ field, asked, result: 'silent' });
      else if (r.ok) outcomes.push({ field, asked, result: 'ok' });
      else outcomes.push({ field, asked, result: 'refused', answer: tslErrorText(`ER: ${r.error ?? ''}`) });
    }
    const back = await ask1(TSL_READ_BACK);
    const params = back?.ok ? parseTslParameters(back.lines) : new Map<string, string>();
    for (const o of outcomes) o.readBack = tslReadBack(o.field, params);
    return { readerId, source, outcomes: [...outcomes, ...unsupported] };
  } finally {
    ask.close();
  }
}

export async function runChafon(link: TuningLink, choose: ChooseTuning, timeoutMs: number): Promise<TuningRun> {
  const ask = createAsker(link, createChafonReplyReader(), timeoutMs);
  try {
    const info = async (first = false) => {
      const isInfo = (x: { cmd: number }) => x.cmd === CHAFON_CMD_GET_INFO;
      const r = first ? await askFirst(ask, CHAFON_GET_INFO, isInfo) : await ask(CHAFON_GET_INFO, isInfo);
      return { answered: r !== null, info: r && r.status === 0 ? parseChafonInfo(r.data) : null };
    };
    const before = await info(true);
    if (!before.answered) return silentRun('chafon', choose);
    const readerId = before.info?.readerId ?? null;
    const { tuning, source } = choose(readerId);
    const { send, unsupported } = plan('chafon', tuning);
    const outcomes: TuningOutcome[] = [];
    // Power is the one setting this command set has (plan() lists nothing else as sendable).
    if (send.includes('power') && tuning.power !== null) {
      const asked = askedText('power', tuning)!;
      const r = await ask(chafonSetPower(tuning.power), (x) => x.cmd === CHAFON_CMD_SET_POWER);
      if (!r) outcomes.push({ field: 'power', asked, result: 'silent' });
      else if (r.status === 0) outcomes.push({ field: 'power', asked, result: 'ok' });
      else outcomes.push({ field: 'power', asked, result: 'refused', answer: chafonStatusText(r.status) });
      const after = (await info()).info;
      outcomes[0]!.readBack = after ? `${after.power} dBm` : null;
    }
    return { readerId, source, outcomes: [...outcomes, ...unsupported] };
  } finally {
    ask.close();
  }
}
