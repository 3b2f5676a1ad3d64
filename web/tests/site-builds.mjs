// Site variants for the PWA and page tests: scripts/site.sh run again with other options (a
// build label, a base path) into build/test-sites/NAME, and a plain Chromium for contexts the
// persistent harness browser cannot give (JavaScript disabled).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './harness.mjs';

export const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const arbiterCli = path.resolve(repo, process.env.ARBITER_NATIVE_BUILD || 'build/native', 'arbiter');

export function buildSiteVariant(name, env = {}) {
  const out = path.join(repo, 'build/test-sites', name);
  execFileSync('bash', [path.join(repo, 'scripts/site.sh'), out], { cwd: repo, env: { ...process.env, ...env }, stdio: 'pipe' });
  return out;
}

export const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

export async function launchPlain() {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: chromiumArgs });
}

// Serves `target` behind a symlink so a test can "deploy" another build at the same URL by
// swapping the link, as a static host does when a new upload replaces the old one.
export function deploySlot(target) {
  const dir = fs.mkdtempSync(path.join(repo, 'build/test-sites/slot-'));
  const link = path.join(dir, 'live');
  const deploy = (to) => {
    const tmp = `${link}.next`;
    fs.rmSync(tmp, { force: true });
    fs.symlinkSync(to, tmp);
    fs.renameSync(tmp, link);
  };
  deploy(target);
  return { dir: link, deploy, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
