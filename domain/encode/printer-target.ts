// Process: main (domain, Electron-free) and the CLI. The one reading of a printer target, used when the printer is
// set (the app's settings), when the CLI is given one, when a job is made (before anything is committed) and when
// a job's printer is opened: `tcp://host[:port]` (a name, an IPv4 address or an [IPv6] literal; port 1-65535,
// 9100 by default) or `file:<absolute path>`. A file target must be a character device (a USB printer,
// /dev/usb/lp0), or a label file (*.zpl) the user chose: as the printer in the app's settings, or with the CLI's
// --printer-file. Anything else is refused saying what is wrong, so ZPL is never appended to a file by accident.
import { statSync } from 'node:fs';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { extname, isAbsolute } from 'node:path';
import { UserError } from '../shared/errors';

export type PrinterTarget = { kind: 'tcp'; host: string; port: number } | { kind: 'file'; path: string };

export const DEFAULT_PRINTER_PORT = 9100;
const FORMS = 'tcp://<host>:9100 (a network printer) or file:<device> (a USB printer, e.g. file:/dev/usb/lp0)';
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

const refuse = (message: string): never => {
  throw new UserError('bad_input', message);
};

function checkHost(host: string, target: string): string {
  if (host.startsWith('[')) {
    const ip = host.slice(1, -1);
    return isIPv6(ip) ? ip : refuse(`"${ip}" in ${target} is not an IPv6 address.`);
  }
  if (/^[\d.]+$/.test(host)) return isIPv4(host) ? host : refuse(`"${host}" in ${target} is not an IPv4 address.`);
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  if (name.length > 0 && name.length <= 253 && name.split('.').every((l) => LABEL.test(l))) return host;
  return refuse(`"${host}" in ${target} is not a host name or an IP address.`);
}

/** Host and port text of `tcp://host[:port][/]`: an IPv6 literal in brackets, as in a URL. */
function splitAuthority(target: string): [host: string, port: string | undefined] {
  const rest = target.slice('tcp://'.length).replace(/\/$/, '');
  if (rest === '') return refuse(`${target} names no printer: a printer is ${FORMS}.`);
  if (rest.includes('/')) return refuse(`A printer address has no path: tcp://<host>:<port>, not ${target}.`);
  if (rest.startsWith('[')) {
    const end = rest.indexOf(']');
    const after = end < 0 ? null : rest.slice(end + 1);
    if (after === null || (after !== '' && !after.startsWith(':'))) {
      return refuse(`${target} is not an address: an IPv6 printer is tcp://[<address>]:9100.`);
    }
    return [rest.slice(0, end + 1), after === '' ? undefined : after.slice(1)];
  }
  // A bare IPv6 address cannot be told from its port (::1:9100 is itself an address).
  if (rest.split(':').length > 2) {
    return refuse(`Put an IPv6 address in brackets, the port after it: tcp://[<address>]:9100, not ${target}.`);
  }
  const [host, port] = rest.split(':') as [string, string | undefined];
  return [host, port];
}

function parseTcp(target: string): PrinterTarget {
  const [hostText, portText] = splitAuthority(target);
  const host = checkHost(hostText, target);
  if (portText === undefined) return { kind: 'tcp', host, port: DEFAULT_PRINTER_PORT };
  if (!/^\d+$/.test(portText)) return refuse(`The port in ${target} is not a number: a Zebra's is 9100.`);
  const port = Number(portText);
  if (port < 1 || port > 65535) {
    return refuse(`Port ${portText} in ${target} is out of range: a TCP port is 1 to 65535 (a Zebra's is 9100).`);
  }
  return { kind: 'tcp', host, port };
}

/** What the target says, checked for form only (no file is looked at); UserError 'bad_input' saying what is wrong. */
export function parsePrinterTarget(raw: string): PrinterTarget {
  const target = raw.trim();
  if (target === '') return refuse(`No printer given: a printer is ${FORMS}.`);
  if (/^tcp:/i.test(target)) {
    const tcp = `tcp:${target.slice(4)}`;
    if (!tcp.startsWith('tcp://')) return refuse(`A network printer is tcp://<host>:9100, not ${target}.`);
    return parseTcp(tcp);
  }
  if (target.startsWith('file:')) {
    const path = target.slice(5);
    if (!isAbsolute(path)) return refuse(`A printer file is a full path (file:/dev/usb/lp0), not "${path}".`);
    return { kind: 'file', path };
  }
  if (/^https?:\/\//i.test(target)) {
    return refuse(`${target} is a web address; a label printer takes ZPL on raw TCP: tcp://<host>:9100.`);
  }
  if (isIP(target) || /^[\w.-]+(:\d+)?$/.test(target)) {
    return refuse(`Say how to reach the printer: tcp://${target}${target.includes(':') ? '' : ':9100'}.`);
  }
  return refuse(`"${target}" is not a printer: a printer is ${FORMS}.`);
}

export interface PrinterCheck {
  /** The user chose this target as a label file (the app's printer settings, the CLI's --printer-file). */
  fileChosen: boolean;
}

/** The target parsed and, for a file, what is at the path allowed to take labels; UserError 'bad_input' if not. */
export function checkPrinterTarget(raw: string, check: PrinterCheck): PrinterTarget {
  const t = parsePrinterTarget(raw);
  if (t.kind === 'tcp') return t;
  const stat = statSync(t.path, { throwIfNoEntry: false });
  if (stat?.isCharacterDevice()) return t;
  if (stat && !stat.isFile()) return refuse(`${t.path} is neither a printer device nor a label file.`);
  if (!check.fileChosen) {
    return refuse(
      `${t.path} is not a printer device (such as /dev/usb/lp0). To write labels to a file, choose it as the ` +
        'printer in the printer settings, or give the CLI --printer-file <name>.zpl.',
    );
  }
  if (extname(t.path).toLowerCase() !== '.zpl') {
    return refuse(`A label file's name ends in .zpl; ${t.path} does not, and labels are added to no other file.`);
  }
  return t;
}
