// Process: node (tests). Plain-lines framer: CR, LF and CRLF endings, EPC-or-barcode by shape, garbage lines.
import { describe, expect, it } from 'vitest';
import { classifyLine, createLinesFramer, encodeLines } from '../../../domain/reader/protocols/lines';
import { bytewise, noise, run } from './helpers';

describe('lines framer', () => {
  it('accepts CR, LF and CRLF endings and skips empty lines', () => {
    const text = '30751FEB705C5904E3D50D70\r9506000134352\n\n000000000000000000001242\r\n\r\n';
    const expected = [
      { type: 'epc', hex: '30751FEB705C5904E3D50D70' },
      { type: 'barcode', text: '9506000134352' },
      { type: 'epc', hex: '000000000000000000001242' },
    ];
    expect(run(createLinesFramer(), [Buffer.from(text)])).toEqual(expected);
    expect(run(createLinesFramer(), bytewise(Buffer.from(text)))).toEqual(expected);
  });

  it('decides EPC or barcode by shape', () => {
    expect(classifyLine('30751feb705c5904e3d50d70')).toBe('epc');
    expect(classifyLine('000000000000000000001242')).toBe('epc'); // 24 digits: SGTIN-96 length, no barcode has it
    expect(classifyLine('0109506000134352')).toBe('barcode'); // GS1 element string, 16 digits
    expect(classifyLine('12345670')).toBe('barcode');
    expect(classifyLine('ABC-123')).toBe('barcode');
    expect(classifyLine('E2801160600002054CC2096F')).toBe('epc');
    expect(classifyLine('3000ABCD')).toBe('barcode'); // too short to be a tag's EPC
  });

  it('the framer classifies exactly as classifyLine does', () => {
    const inputs = ['30751feb705c5904e3d50d70', '000000000000000000001242', '0109506000134352', '12345670', 'ABC-123'];
    const events = run(createLinesFramer(), [Buffer.from(`${inputs.join('\n')}\n`)]);
    expect(events.map((e) => e.type)).toEqual(inputs.map(classifyLine));
    expect(events[0]).toEqual({ type: 'epc', hex: '30751FEB705C5904E3D50D70' });
  });

  it('keeps an AIM symbology identifier apart from the code and allows the GS1 separator', () => {
    const text = ']E09506000134352\r\n]C1010950600013435221AB\x1d10X1\r\n';
    expect(run(createLinesFramer(), [Buffer.from(text, 'latin1')])).toEqual([
      { type: 'barcode', text: '9506000134352', symbologyId: ']E0' },
      { type: 'barcode', text: '010950600013435221AB\x1d10X1', symbologyId: ']C1' },
    ]);
  });

  it('counts lines with control or high bytes as bad and drops an endless line once', () => {
    const f = createLinesFramer();
    const good = encodeLines([{ kind: 'epc', hex: '30751FEB705C5904E3D50D70' }]);
    const stream = Buffer.concat([
      Buffer.from([0x00, 0x41, 0xff, 13, 10]),
      good,
      noise(3000, 9, [10, 13]),
      Buffer.from('\n'),
      good,
    ]);
    expect(run(f, [stream])).toEqual([
      { type: 'epc', hex: '30751FEB705C5904E3D50D70' },
      { type: 'epc', hex: '30751FEB705C5904E3D50D70' },
    ]);
    expect(f.stats.badFrames).toBe(2);
    expect(f.pendingBytes).toBe(0);
  });
});
