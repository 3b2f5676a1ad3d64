// What our server sent a page, as the bench counts the page's bytes: per response the file, its
// Content-Encoding, the bytes transferred (headers included) and whether the service worker or the
// HTTP cache answered instead. Shared by bench.mjs and bytes.mjs so both count the same way.
export async function recordResponses(cdp, base) {
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!response.url.startsWith(base)) return;
    const h = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    requests.set(requestId, { file: new URL(response.url).pathname, encoding: h['content-encoding'] || 'identity',
      local: response.fromServiceWorker || response.fromDiskCache || response.fromPrefetchCache, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) r.bytes = encodedDataLength;
  });
  await cdp.send('Network.enable');
  // The responses recorded since the last call.
  return () => { const list = [...requests.values()]; requests.clear(); return list; };
}
