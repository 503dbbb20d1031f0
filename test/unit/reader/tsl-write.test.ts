// Process: node (unit test). The TSL ASCII 2.0 write command as the protocol documents `.ws`, and replies read
// line by line across chunks, as a serial port delivers them.
import { describe, expect, it } from 'vitest';
import {
  createTslReplyReader,
  LOCK_EPC_AND_PASSWORD,
  pcWordFor,
  tslLockCommand,
  tslWriteAccessPasswordCommand,
  tslWriteEpcCommand,
} from '../../../domain/reader/protocols/tsl-commands';

describe('TSL write and reply', () => {
  it('.ws writes PC + EPC from word 1 of the EPC bank to the tag selected by its current EPC', () => {
    const cmd = tslWriteEpcCommand({
      currentEpc: 'E28011606000020A1B2C3D4E',
      epc: '3034257BF400B7800004CB2F',
      accessPassword: '0000ABCD',
    }).toString('latin1');
    expect(cmd).toBe(
      '.ws -db epc -do 0001 -dl 07 -da 30003034257BF400B7800004CB2F -sb epc -so 0020 -sl 60 -sd E28011606000020A1B2C3D4E -ap 0000ABCD\r\n',
    );
    expect(pcWordFor(24)).toBe('3000');
    expect(pcWordFor(32)).toBe('4000');
    expect(() => tslWriteEpcCommand({ currentEpc: 'E280', epc: '30342', accessPassword: undefined })).toThrow(
      RangeError,
    );
  });

  it('.lo locks EPC and access password (Gen2 payload, password write) of the tag selected by its EPC', () => {
    const epc = '3034257BF400B7800004CB2F';
    expect(tslWriteAccessPasswordCommand(epc, '1A2B3C4D', '99999999').toString('latin1')).toBe(
      `.ws -db res -do 0002 -dl 02 -da 1A2B3C4D -sb epc -so 0020 -sl 60 -sd ${epc} -ap 99999999\r\n`,
    );
    expect(tslLockCommand(epc, '1A2B3C4D').toString('latin1')).toBe(
      `.lo -lp 03C0A0 -sb epc -so 0020 -sl 60 -sd ${epc} -ap 1A2B3C4D\r\n`,
    );
    // Mask bits 17-14 (access password and EPC), action bits 7 and 5 (each "10": writable with the password only).
    expect(Number.parseInt(LOCK_EPC_AND_PASSWORD, 16)).toBe((0b1111 << 14) | (1 << 7) | (1 << 5));
    expect(() => tslLockCommand(epc, '00000000')).toThrow(RangeError);
    expect(() => tslWriteAccessPasswordCommand(epc, '1A2B')).toThrow(RangeError);
  });

  it('a reply ends at OK: or ER:, split anywhere', () => {
    const r = createTslReplyReader();
    expect(r.push('CS: .iv\r\nPC: 30')).toEqual([]);
    const [one] = r.push('00\r\nEP: 3034257bf400b7800004cb2f\r\nOK:\r\nCS: .ws\r\nER: 0');
    expect(one).toMatchObject({ ok: true, tags: [{ pc: '3000', epc: '3034257BF400B7800004CB2F' }] });
    expect(r.push('09\r\n')).toMatchObject([{ ok: false, error: '009', tags: [] }]);
  });
});
