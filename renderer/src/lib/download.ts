// Process: renderer. Hands a file to the user from the page: a Blob behind a temporary link with `download`
// (Electron asks where to save it; a browser saves it to Downloads). No data leaves through a URL.
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later, not at once: the download starts asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
