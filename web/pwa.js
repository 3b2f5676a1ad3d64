// Installs Arbiter for offline use and offers updates without swapping files mid-session:
// registers sw.js, and when a new version has been downloaded and is waiting, shows an
// "Update available — reload" banner. Only a click hands over to the new version, then reloads.
// State for tests and the app: window.arbiter.pwa = {offlineReady, updateReady, checkForUpdate(),
// registeredAt (ms since navigation)}.
(() => {
  const pwa = { offlineReady: false, updateReady: false, checkForUpdate: async () => false, registeredAt: null };
  window.arbiter = window.arbiter || {};
  window.arbiter.pwa = pwa;
  if (!('serviceWorker' in navigator)) return;

  let banner = null;
  let reloadRequested = false;

  function showUpdate(worker) {
    pwa.updateReady = true;
    if (banner) return;
    banner = document.createElement('div');
    banner.id = 'arbiter-update';
    banner.setAttribute('role', 'alert');
    Object.assign(banner.style, {
      position: 'fixed', left: '50%', bottom: '16px', transform: 'translateX(-50%)', zIndex: '10',
      display: 'flex', alignItems: 'center', gap: '12px', padding: '10px 14px', borderRadius: '8px',
      background: '#2b2d35', color: '#f1efe8', font: '15px system-ui, sans-serif',
      boxShadow: '0 4px 16px rgba(0,0,0,.5)', maxWidth: 'calc(100vw - 32px)',
    });
    const text = document.createElement('span');
    text.textContent = 'Update available —';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'reload';
    Object.assign(button.style, {
      font: 'inherit', fontWeight: '600', padding: '6px 12px', borderRadius: '6px', border: '0',
      background: '#e3b54f', color: '#17181c', cursor: 'pointer',
    });
    button.addEventListener('click', () => {
      reloadRequested = true;
      button.disabled = true;
      worker.postMessage({ type: 'skip-waiting' });
    });
    banner.append(text, button);
    document.body.append(banner);
  }

  // The new worker took over because the user asked: load the page it serves.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) window.location.reload();
  });

  // Registered once the app rests (its first frame shown, its search index built): installing
  // precaches every asset and checks each one's hash, and on a phone that work made every task of
  // the start slower (docs/startup.md). An app that never starts registers 15 s after load.
  const rested = () => new Promise((resolve) => {
    if (window.arbiter.rested) return resolve();
    window.addEventListener('arbiter:rested', resolve, { once: true });
    setTimeout(resolve, 15000);
  });

  window.addEventListener('load', async () => {
    await rested();
    pwa.registeredAt = performance.now();
    let registration;
    try {
      registration = await navigator.serviceWorker.register('sw.js', { updateViaCache: 'none' });
    } catch (e) {
      console.warn(`Arbiter will not work offline: ${e.message}`);
      return;
    }
    const watch = (worker) => {
      const check = () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) showUpdate(worker);
      };
      worker.addEventListener('statechange', check);
      check();
    };
    if (registration.waiting && navigator.serviceWorker.controller) showUpdate(registration.waiting);
    if (registration.installing) watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
    navigator.serviceWorker.ready.then(() => { pwa.offlineReady = true; });

    pwa.checkForUpdate = async () => {
      await registration.update();
      return pwa.updateReady;
    };
    // Look for a new version when the app comes back to the foreground, and hourly while open.
    const quietly = () => registration.update().catch(() => {});
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') quietly(); });
    setInterval(quietly, 60 * 60 * 1000);
  });
})();
