// Progressive enhancement for the ruling pages (r/ID/): each demonstration, which shows every
// step without JavaScript, becomes a stepper — one step at a time, Previous / Next buttons and
// the ← / → keys while focus is inside it. A step anchor in the address (#demo-S-step-N) opens
// that step. Served as a file, allowed by the pages' CSP (script-src 'self').
(() => {
  const sections = document.querySelectorAll('section.demo');
  for (const section of sections) {
    const steps = [...section.querySelectorAll('figure.step')];
    if (steps.length < 2) continue;
    const bar = document.createElement('div');
    bar.className = 'stepper';
    const prev = Object.assign(document.createElement('button'), { type: 'button', textContent: '← Previous' });
    const next = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Next →' });
    const status = Object.assign(document.createElement('span'), { className: 'stepper-status' });
    status.setAttribute('aria-live', 'polite');
    bar.append(prev, status, next);
    steps[0].before(bar);
    let current = 0;
    const show = (i) => {
      current = Math.max(0, Math.min(steps.length - 1, i));
      steps.forEach((s, k) => { s.hidden = k !== current; });
      prev.disabled = current === 0;
      next.disabled = current === steps.length - 1;
      status.textContent = `Step ${current} of ${steps.length - 1}`;
    };
    prev.addEventListener('click', () => show(current - 1));
    next.addEventListener('click', () => show(current + 1));
    section.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.target.closest('input, textarea, select')) return;
      if (e.key === 'ArrowLeft') show(current - 1);
      else if (e.key === 'ArrowRight') show(current + 1);
      else return;
      e.preventDefault();
    });
    const fromHash = () => {
      const k = steps.findIndex((s) => `#${s.id}` === decodeURIComponent(location.hash));
      if (k >= 0) { show(k); steps[k].scrollIntoView(); }
    };
    show(0);
    fromHash();
    window.addEventListener('hashchange', fromHash);
  }
})();
