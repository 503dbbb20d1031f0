// Process: any (Electron-free). Waiting, in the two ways the app needs: a plain pause, and a promise given at most
// so long (the promise carries on; its timer is cleared either way, so nothing keeps the process up).

export const sleep = (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The promise's value if it settles within ms, else undefined (the promise carries on). */
export async function within<V>(promise: Promise<V>, ms: number): Promise<V | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
