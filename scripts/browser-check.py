#!/usr/bin/env python3
"""Loads an HTML report in headless Chromium and checks it as a reader would see it.

Drives Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe: JSON messages
ending in NUL on file descriptors 3 and 4), so nothing but the standard library is needed.

For each page: every request the page makes is recorded (only the page itself and data: URLs may
load), every console or security error fails the check (a CSP violation is one), the sections
named with --section must be present, every specimen SVG must have a non-empty bounding box and
every specimen image must have decoded, the number of .finding elements must equal
--findings when given, and the dark appearance must really change the page's colors. With
--screenshots DIR it writes PAGE-light.png and PAGE-dark.png (the top 1200x1500 pixels).

Usage: browser-check.py --page NAME=FILE[,section,section...][:FINDINGS] ... [--screenshots DIR]
       browser-check.py --self-test    (a page that breaks its CSP must fail)
Exit status 0 when every page passes.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self):
        # Debian's /usr/bin/chromium is a shell launcher; run the browser itself.
        exe = next((p for p in ('/usr/lib/chromium/chromium',) if os.access(p, os.X_OK)), None) \
            or shutil.which('chromium') or shutil.which('chromium-browser') or shutil.which('google-chrome')
        if not exe:
            sys.exit('browser-check: chromium is not installed (scripts/test-html installs it)')
        self.profile = tempfile.mkdtemp(prefix='fontaudit-chromium-')
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()

        def wire():
            # Copies first: a pipe end may already be 3 or 4, and os.pipe() ends close on exec.
            read_end, write_end = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [exe, '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--hide-scrollbars',
             '--remote-debugging-pipe', '--no-first-run', '--no-default-browser-check',
             '--user-data-dir=' + self.profile, 'about:blank'],
            close_fds=False, preexec_fn=wire,
            stdout=subprocess.DEVNULL, stderr=open(os.environ.get('BROWSER_LOG', os.devnull), 'w'))
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.write = os.fdopen(to_chrome_w, 'wb', buffering=0)
        self.read = os.fdopen(from_chrome_r, 'rb', buffering=0)
        self.buffer = b''
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.send('Browser.close')
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    def _message(self, deadline):
        while b'\0' not in self.buffer:
            if time.time() > deadline:
                raise TimeoutError('no answer from chromium')
            chunk = self.read.read(65536)
            if not chunk:
                raise RuntimeError('chromium closed the pipe')
            self.buffer += chunk
        raw, self.buffer = self.buffer.split(b'\0', 1)
        return json.loads(raw)

    def send(self, method, params=None, session=None, timeout=60):
        self.next_id += 1
        message = {'id': self.next_id, 'method': method, 'params': params or {}}
        if session:
            message['sessionId'] = session
        self.write.write(json.dumps(message).encode() + b'\0')
        deadline = time.time() + timeout
        while True:
            answer = self._message(deadline)
            if answer.get('id') == self.next_id:
                if 'error' in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get('result', {})
            self.events.append(answer)

    def wait_for(self, method, timeout=60):
        deadline = time.time() + timeout
        for index, event in enumerate(self.events):
            if event.get('method') == method:
                return self.events.pop(index)
        while True:
            event = self._message(deadline)
            if event.get('method') == method:
                return event
            self.events.append(event)


# Collects what the page shows: sections, findings, specimens (with their boxes), colors.
PROBE = r"""
(() => {
  const svgs = [...document.querySelectorAll('svg.specimen')];
  const boxes = svgs.map(svg => {
    const path = svg.querySelector('path');
    const box = path ? path.getBBox() : {width: 0, height: 0};
    const shown = svg.getBoundingClientRect();
    return {w: box.width, h: box.height, sw: shown.width, sh: shown.height};
  });
  const imgs = [...document.querySelectorAll('img.specimen')].map(img => ({ok: img.complete && img.naturalWidth > 0}));
  const csp = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
  return JSON.stringify({
    sections: [...document.querySelectorAll('section[id]')].map(s => s.id),
    // A cause found at several places is one article listing its other places (details.places).
    findings: document.querySelectorAll('.finding').length + document.querySelectorAll('.finding details.places li').length,
    summaryFindings: document.querySelector('#summary') ? document.querySelector('#summary').dataset.findings : null,
    svgs: boxes, imgs: imgs, csp: csp ? csp.content : null,
    scripts: document.scripts.length,
    background: getComputedStyle(document.body).backgroundColor,
    color: getComputedStyle(document.body).color,
    height: document.documentElement.scrollHeight,
  });
})()
"""


def screenshot(browser, session, path):
    shot = browser.send('Page.captureScreenshot', {'format': 'png'}, session=session)['data']
    with open(path, 'wb') as out:
        out.write(base64.b64decode(shot))


def check_page(browser, name, path, sections, findings, screenshots):
    problems = []
    url = 'file://' + os.path.abspath(path)
    target = browser.send('Target.createTarget', {'url': 'about:blank'})['targetId']
    session = browser.send('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
    for domain in ('Page', 'Network', 'Runtime', 'Log'):
        browser.send(domain + '.enable', session=session)
    browser.send('Emulation.setDeviceMetricsOverride',
                 {'width': 1200, 'height': 1500, 'deviceScaleFactor': 1, 'mobile': False}, session=session)
    browser.events.clear()
    browser.send('Page.navigate', {'url': url}, session=session)
    browser.wait_for('Page.loadEventFired', timeout=120)
    time.sleep(0.3)
    light = json.loads(browser.send('Runtime.evaluate', {'expression': PROBE, 'returnByValue': True},
                                    session=session)['result']['value'])
    if screenshots:
        screenshot(browser, session, os.path.join(screenshots, name + '-light.png'))
    browser.send('Emulation.setEmulatedMedia',
                 {'features': [{'name': 'prefers-color-scheme', 'value': 'dark'}]}, session=session)
    time.sleep(0.2)
    dark = json.loads(browser.send('Runtime.evaluate', {'expression': PROBE, 'returnByValue': True},
                                   session=session)['result']['value'])
    if screenshots:
        screenshot(browser, session, os.path.join(screenshots, name + '-dark.png'))
    # Drain what is left, then read the events.
    browser.send('Runtime.evaluate', {'expression': '1'}, session=session)
    requests = [e['params']['request']['url'] for e in browser.events
                if e.get('method') == 'Network.requestWillBeSent' and e.get('sessionId') == session]
    errors = [e['params']['entry'] for e in browser.events
              if e.get('method') == 'Log.entryAdded' and e['params']['entry']['level'] == 'error']
    errors += [e['params'] for e in browser.events if e.get('method') == 'Runtime.exceptionThrown']
    browser.send('Target.closeTarget', {'targetId': target})

    for request in requests:
        if request != url and not request.startswith('data:'):
            problems.append(f'requested {request}')
    for error in errors:
        problems.append(f"console error: {error.get('text') or error}")
    if not light['csp'] or "default-src 'none'" not in light['csp']:
        problems.append(f"no strict Content-Security-Policy (found {light['csp']!r})")
    if light['scripts']:
        problems.append(f"{light['scripts']} script element(s): the page must read without scripts")
    for section in sections:
        if section not in light['sections']:
            problems.append(f'section #{section} is missing (sections: {light["sections"]})')
    empty = [i for i, box in enumerate(light['svgs']) if box['w'] <= 0 or box['h'] <= 0 or box['sw'] <= 0 or box['sh'] <= 0]
    if empty:
        problems.append(f'{len(empty)} of {len(light["svgs"])} specimen SVGs have an empty bounding box (first: #{empty[0]})')
    if not light['svgs'] and not light['imgs']:
        problems.append('no specimen at all')
    broken = [i for i, img in enumerate(light['imgs']) if not img['ok']]
    if broken:
        problems.append(f'{len(broken)} specimen images did not decode')
    if findings is not None:
        if light['findings'] != findings:
            problems.append(f'{light["findings"]} findings shown, the JSON format has {findings}')
        if light['summaryFindings'] is not None and int(light['summaryFindings']) != findings:
            problems.append(f'the summary says {light["summaryFindings"]} findings, the JSON format has {findings}')
    if light['background'] == dark['background'] or light['color'] == dark['color']:
        problems.append(f"dark appearance does not change the colors ({light['background']} / {dark['background']})")
    summary = (f"{name}: {len(light['sections'])} sections, {light['findings']} findings, "
               f"{len(light['svgs'])} specimen SVGs, {len(light['imgs'])} specimen images, "
               f"{len(requests)} request(s), page {light['height']} px high")
    return summary, problems


def parse_page(spec):
    name, rest = spec.split('=', 1)
    findings = None
    if ':' in rest:
        rest, count = rest.rsplit(':', 1)
        findings = int(count)
    parts = rest.split(',')
    return name, parts[0], parts[1:], findings


def main(argv):
    pages = []
    screenshots = None
    self_test = False
    args = iter(argv)
    for arg in args:
        if arg == '--page':
            pages.append(parse_page(next(args)))
        elif arg == '--screenshots':
            screenshots = next(args)
            os.makedirs(screenshots, exist_ok=True)
        elif arg == '--self-test':
            self_test = True
        else:
            sys.exit(f'browser-check: unknown argument {arg}')
    temporary = None
    if self_test:
        # A page that breaks every rule the checks enforce: it must fail on each.
        temporary = tempfile.mkdtemp(prefix='fontaudit-selftest-')
        bad = os.path.join(temporary, 'bad.html')
        with open(bad, 'w') as out:
            out.write('<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src \'none\'">'
                      '</head><body><section id="summary" data-findings="3"></section>'
                      '<img src="http://127.0.0.1:9/x.png"><script>1</script>'
                      '<svg class="specimen" viewBox="0 0 10 10"><path d=""/></svg></body></html>')
        pages = [('self-test', bad, ['summary', 'catalog'], 2)]
    browser = Browser()
    failed = False
    try:
        for name, path, sections, findings in pages:
            summary, problems = check_page(browser, name, path, sections, findings, screenshots)
            print(summary)
            for problem in problems:
                print(f'  {"expected: " if self_test else "FAIL: "}{problem}')
            if self_test:
                wanted = ['console error', 'section #catalog', 'empty bounding box', 'findings shown', 'script element']
                missed = [w for w in wanted if not any(w in p for p in problems)]
                if missed:
                    print(f'  FAIL: the self-test page was not caught for: {missed}')
                    failed = True
            elif problems:
                failed = True
    finally:
        browser.close()
        if temporary:
            shutil.rmtree(temporary, ignore_errors=True)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
