// Process: test (node). The one reading of a printer target (domain/encode/printer-target.ts): what it accepts
// (names, IPv4, bracketed IPv6, ports 1-65535, character devices, label files the user chose) and, for everything
// else, a refusal that names the problem.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPrinterTarget, parsePrinterTarget } from '../../../domain/encode/printer-target';
import { dataFolder } from './harness';

const refused = (call: () => unknown, words: RegExp) =>
  expect(call).toThrow(expect.objectContaining({ code: 'bad_input', message: expect.stringMatching(words) }));

describe('printer targets', () => {
  it('accepts a host name, an IPv4 address and a bracketed IPv6 literal, port 9100 by default', () => {
    expect(parsePrinterTarget('tcp://zebra-1.local:9100')).toEqual({ kind: 'tcp', host: 'zebra-1.local', port: 9100 });
    expect(parsePrinterTarget('tcp://10.0.0.7')).toEqual({ kind: 'tcp', host: '10.0.0.7', port: 9100 });
    expect(parsePrinterTarget('tcp://[::1]:9100')).toEqual({ kind: 'tcp', host: '::1', port: 9100 });
    expect(parsePrinterTarget('tcp://[fe80::1:2]/')).toEqual({ kind: 'tcp', host: 'fe80::1:2', port: 9100 });
    expect(parsePrinterTarget(' tcp://printer:65535 ')).toEqual({ kind: 'tcp', host: 'printer', port: 65535 });
  });

  it('refuses what is no printer address, naming the problem', () => {
    refused(() => parsePrinterTarget('tcp://127.0.0.1:99999'), /Port 99999 .* out of range: a TCP port is 1 to 65535/);
    refused(() => parsePrinterTarget('tcp://printer:0'), /Port 0 .* out of range/);
    refused(() => parsePrinterTarget('tcp://printer:abc'), /port in tcp:\/\/printer:abc is not a number/);
    refused(() => parsePrinterTarget('http://printer.local'), /is a web address; .* raw TCP: tcp:\/\/<host>:9100/);
    refused(
      () => parsePrinterTarget('tcp://::1:9100'),
      /IPv6 address in brackets, the port after it: tcp:\/\/\[<address>\]:9100/,
    );
    refused(() => parsePrinterTarget('tcp://[::g]:9100'), /"::g" .* is not an IPv6 address/);
    refused(() => parsePrinterTarget('tcp://300.1.1.1'), /"300.1.1.1" .* is not an IPv4 address/);
    refused(() => parsePrinterTarget('tcp://bad_host!:9100'), /"bad_host!" .* not a host name or an IP address/);
    refused(() => parsePrinterTarget('tcp://'), /names no printer/);
    refused(() => parsePrinterTarget('tcp://printer:9100/labels'), /no path/);
    refused(() => parsePrinterTarget('tcp:printer'), /A network printer is tcp:\/\/<host>:9100/);
    refused(() => parsePrinterTarget('printer.local:9100'), /Say how to reach the printer: tcp:\/\/printer.local:9100/);
    refused(() => parsePrinterTarget('lpt1'), /tcp:\/\/lpt1:9100/);
    refused(() => parsePrinterTarget(''), /No printer given/);
    refused(() => parsePrinterTarget('file:labels.zpl'), /full path/);
  });

  it('a file target: a character device always; a label file only when the user chose it, and only *.zpl', () => {
    expect(checkPrinterTarget('file:/dev/null', { fileChosen: false })).toEqual({ kind: 'file', path: '/dev/null' });
    const dir = dataFolder();
    const profile = join(dir, '.profile');
    writeFileSync(profile, 'export PATH\n');
    const labels = join(dir, 'labels.zpl');
    refused(
      () => checkPrinterTarget(`file:${profile}`, { fileChosen: false }),
      /is not a printer device .*--printer-file/,
    );
    refused(() => checkPrinterTarget(`file:${labels}`, { fileChosen: false }), /is not a printer device/);
    refused(() => checkPrinterTarget(`file:${profile}`, { fileChosen: true }), /name ends in .zpl/);
    refused(() => checkPrinterTarget(`file:${dir}`, { fileChosen: true }), /neither a printer device nor a label file/);
    expect(checkPrinterTarget(`file:${labels}`, { fileChosen: true })).toEqual({ kind: 'file', path: labels });
  });
});
